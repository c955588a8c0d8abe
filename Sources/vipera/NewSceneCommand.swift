import ArgumentParser
import Foundation
import ViperaScaffold

/// `vipera new-scene NAME --target TARGET`: writes a scene's six files and its tests.
struct NewSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-scene",
        abstract: "Write a new scene's six files and its per-layer tests.",
        discussion: """
            The scene goes in Sources/TARGET/NAME/, its strings in Sources/TARGET/Strings+NAME.swift, \
            its tests in Tests/TARGETTests/NAME/, with one use case wired end to end: 'list' fetches \
            items through the worker and renders them. The scene's make method is added to the \
            module's scene factory (created if there is none). Nothing is overwritten. Afterwards \
            it prints how to reach the scene.
            """
    )

    @Argument(help: "The scene's name in UpperCamelCase, such as AccountDetail.")
    var name: String

    @Option(help: "The target the scene goes in; its folder is Sources/TARGET.")
    var target: String

    @Option(help: "The test target for the scene's tests (default: TARGETTests).")
    var testTarget: String?

    @Option(help: "The package's root folder.")
    var packagePath = "."

    /// Set by the package's plugin, so the next step is suggested as the plugin's command.
    @Flag(help: .hidden)
    var throughPlugin = false

    mutating func run() throws {
        do {
            let scaffold = try SceneScaffold(name: SceneName(name), target: target, testTarget: testTarget)
            let written = try scaffold.write(into: URL(fileURLWithPath: packagePath))
            let created = (written.map { "Created \($0)" } + ["Added make\(name)() to \(scaffold.factoryPath)"])
                .joined(separator: "\n")
            StandardStreams.write(
                "\(created)\n\n\(scaffold.instructions(for: throughPlugin ? .plugin : .tool))", to: .standardOutput)
        } catch {
            StandardStreams.reportError(error)
            throw ExitCode.failure
        }
    }
}
