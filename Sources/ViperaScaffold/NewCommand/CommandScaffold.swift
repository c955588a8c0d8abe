public import Foundation

/// A new command in an existing scene, end to end: its use case in the models, a case in the
/// scene's command, a typed declaration in the table and a case in the switch, a method in the
/// business, presentation and display protocols and their classes, its strings, and a test for
/// each layer it touches. Every edit is worked out before anything is written; a file that does
/// not have the shape `vipera new-scene` writes (and vbank keeps) changes nothing.
public struct CommandScaffold: Sendable {
    // MARK: - Nested Types

    /// What writing a command did.
    public struct Written: Sendable, Equatable {
        /// The scene's files that were changed, relative to the package.
        public let updated: [String]
        /// The files that were created: the command's test.
        public let created: [String]
        /// What is left for the author.
        public let instructions: String

        /// Every file written, the changed ones first.
        public var paths: [String] { updated + created }
    }

    // MARK: - Properties

    /// The scene the command goes in.
    public let scene: SceneName
    /// The command.
    public let command: CommandName
    /// Its arguments, in order.
    public let arguments: [CommandArgument]
    /// One line for help.
    public let summary: String
    /// What running it changes beyond the screen.
    public let effects: ScaffoldedEffects
    /// The scene's target.
    public let target: String
    /// The scene's test target.
    public let testTarget: String

    // MARK: - Initialization

    /// A command for `scene` in `target`.
    public init(
        scene: SceneName, command: CommandName, arguments: [CommandArgument], summary: String,
        effects: ScaffoldedEffects = [], target: String, testTarget: String? = nil
    ) {
        self.scene = scene
        self.command = command
        self.arguments = arguments
        self.summary = summary
        self.effects = effects
        self.target = target
        self.testTarget = testTarget ?? target + "Tests"
    }

    // MARK: - Writing

    /// Edits the scene's files under `packageDirectory` and writes the command's test, all or
    /// nothing. Returns the paths changed and created, and what is left for the author.
    @discardableResult
    public func write(into packageDirectory: URL, fileManager: FileManager = .default) throws(ScaffoldError)
        -> Written
    {
        let files = try SceneFiles(scene: scene, target: target, testTarget: testTarget, root: packageDirectory)
        var edited = try files.editors()
        let shownChoices = Self.shownChoices(in: edited.viewController.text)
        let snippets = CommandSnippets(
            scene: scene.value, command: command, arguments: arguments, effects: effects,
            strings: files.stringsReference, shownChoices: shownChoices)
        guard !edited.models.contains("enum \(command.useCase) {"), !edited.models.contains("case \(command.member)")
        else { throw .commandExists(command.typed, scene: scene.value) }
        try CommandEdits(scene: scene.value, snippets: snippets, summary: summary).apply(to: &edited)
        let test = CommandTestTemplate(
            scene: scene.value, command: command, arguments: arguments, effects: effects, module: target,
            files: files
        ).contents
        let saved = try files.save(
            edited, test: test, named: "\(scene.value)\(command.useCase)Tests.swift", fileManager)
        return Written(
            updated: saved.updated, created: saved.created,
            instructions: instructions(reusingShownNames: shownChoices != nil))
    }

    // MARK: - Private

    /// What is left for the author: the use case's logic, and the values of an `item` argument
    /// when the scene had no list of shown names for it to reuse.
    private func instructions(reusingShownNames: Bool) -> String {
        var lines = [
            ScaffoldStrings.replacePassThrough(
                scene: scene.value, method: command.member, takesRequest: !arguments.isEmpty)
        ]
        for argument in arguments where argument.kind == .item && !reusingShownNames {
            lines.append(
                ScaffoldStrings.offerChoices(
                    argument.name, scene: scene.value, source: "\(command.member)\(argument.name.capitalized)Choices"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name of the view controller's one `ChoiceSource`, if it declares exactly one.
    private static func shownChoices(in viewController: String) -> String? {
        let declarations = viewController.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "static let "), line.contains(": ChoiceSource") else { return nil }
            return line[range.upperBound...].split(separator: ":").first.map(String.init)
        }
        return declarations.count == 1 ? declarations.first : nil
    }
}
