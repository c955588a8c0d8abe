public import Foundation

/// A new command in an existing scene, end to end: its use case in the models, a case in the
/// scene's command, a typed declaration in the table and a case in the switch, a method in the
/// business, presentation and display protocols and their classes, its strings, and a test for
/// each layer it touches. Every edit is worked out before anything is written; a file that does
/// not have the shape `vipera new-scene` writes (and vbank keeps) changes nothing.
public struct CommandScaffold: Sendable {
    // MARK: - Properties

    /// The scene the command goes in.
    public let scene: SceneName
    /// The command.
    public let command: CommandName
    /// Its arguments, in order.
    public let arguments: [CommandArgument]
    /// One line for help.
    public let summary: String
    /// The scene's target.
    public let target: String
    /// The scene's test target.
    public let testTarget: String

    // MARK: - Initialization

    /// A command for `scene` in `target`.
    public init(
        scene: SceneName, command: CommandName, arguments: [CommandArgument], summary: String, target: String,
        testTarget: String? = nil
    ) {
        self.scene = scene
        self.command = command
        self.arguments = arguments
        self.summary = summary
        self.target = target
        self.testTarget = testTarget ?? target + "Tests"
    }

    /// What is left for the author once the files are written.
    public var instructions: String {
        var lines = [ScaffoldStrings.replacePassThrough(scene: scene.value, method: command.member)]
        for argument in arguments where argument.kind == .item {
            lines.append(
                ScaffoldStrings.offerChoices(
                    argument.name, scene: scene.value, source: "\(command.member)\(argument.name.capitalized)Choices"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Writing

    /// Edits the scene's files under `packageDirectory` and writes the command's test, all or
    /// nothing. Returns the paths changed and created.
    @discardableResult
    public func write(into packageDirectory: URL, fileManager: FileManager = .default) throws(ScaffoldError)
        -> [String]
    {
        let files = try SceneFiles(scene: scene, target: target, testTarget: testTarget, root: packageDirectory)
        let snippets = CommandSnippets(
            scene: scene.value, command: command, arguments: arguments, strings: files.stringsReference)
        var edited = try files.editors()
        guard !edited.models.contains("enum \(command.useCase) {"), !edited.models.contains("case \(command.member)")
        else { throw .commandExists(command.typed, scene: scene.value) }
        try CommandEdits(scene: scene.value, snippets: snippets, summary: summary).apply(to: &edited)
        let test = CommandTestTemplate(
            scene: scene.value, command: command, arguments: arguments, module: target, files: files
        ).contents
        return try files.save(edited, test: test, named: "\(scene.value)\(command.useCase)Tests.swift", fileManager)
    }
}
