/// Where each snippet of a new command goes in a scene's files.
struct CommandEdits {
    let scene: String
    let snippets: CommandSnippets
    let summary: String

    /// Makes every edit in memory; throws, changing nothing on disk, when a declaration is missing.
    func apply(to files: inout SceneFiles.Editors) throws(ScaffoldError) {
        if snippets.needsFoundation, !files.models.contains("import Foundation") {
            try files.models.insert("import Foundation\n", beforeLineWith: "import ")
        }
        try files.models.insert(snippets.useCaseModels, intoBlock: "enum \(scene) {")
        try files.models.insert(snippets.commandCase, intoBlock: "enum \(scene)Command")
        try files.strings.insert(snippets.strings(summary: summary), intoBlock: files.stringsBlock)
        try files.viewController.insert(snippets.displayRequirement, intoBlock: "protocol \(scene)DisplayLogic")
        try files.viewController.insert(
            snippets.handleCase, intoBlock: "switch command {", after: "func handle(_ command: \(scene)Command)")
        try files.viewController.insert(
            snippets.displayMethod, intoBlock: "extension \(scene)ViewController: \(scene)DisplayLogic",
            before: "// MARK: - Private")
        try files.viewController.insert(
            snippets.parameterDeclarations, beforeLineWith: "static let commandTable = CommandTable<\(scene)Command>")
        try files.viewController.appendElement(snippets.commandSpec, toList: "CommandTable<\(scene)Command>([")
        try files.interactor.insert(snippets.businessRequirement, intoBlock: "protocol \(scene)BusinessLogic")
        try files.interactor.insert(
            snippets.interactorMethod, intoBlock: "final class \(scene)Interactor", before: "// MARK: - Private")
        try files.presenter.insert(snippets.presentationRequirement, intoBlock: "protocol \(scene)PresentationLogic")
        try files.presenter.insert(
            snippets.presenterMethod, intoBlock: "final class \(scene)Presenter", before: "// MARK: - Private")
        if files.hasWrittenSpies {
            try addSpyMethods(to: &files.spies)
        }
    }

    /// Records the command's new requirements in the scene's written spies; `@Spyable`'s need
    /// nothing, as the macro writes them from the protocols.
    private func addSpyMethods(to spies: inout SwiftSourceEditor) throws(ScaffoldError) {
        for (layer, method) in snippets.spyMethods {
            let spy = "final class \(scene)\(layer)Spy"
            try spies.insert(method.caseLine, intoBlock: "enum Call", after: spy)
            try spies.insert(method.mainActorMethod, intoBlock: spy)
        }
    }
}
