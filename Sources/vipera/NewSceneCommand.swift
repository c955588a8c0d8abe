import ArgumentParser
import Foundation
import ViperaScaffold

/// `vipera new-scene NAME [--list | --detail | --form] --target TARGET`: writes a scene's six files and its
/// tests.
struct NewSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-scene",
        abstract: "Write a new scene's six files and its per-layer tests.",
        discussion: """
            The scene goes in Sources/TARGET/NAME/, its strings in Sources/TARGET/Strings+NAME.swift, \
            its tests and their spies in Tests/TARGETTests/NAME/, all in plain Swift, with one use \
            case wired end to end: a list scene's 'list' fetches items through the worker and \
            renders them as a numbered table; a detail scene is built from the item it shows, and \
            its 'show' renders the item's facts; a form scene keeps a draft its commands fill in \
            piece by piece, 'review' shows it, and 'confirm' saves it through the worker. The scene's make method is added to the module's \
            scene factory (created if there is none). Nothing is overwritten. Afterwards it prints \
            how to reach the scene.
            """
    )

    @Argument(help: "The scene's name in UpperCamelCase, such as AccountDetail.")
    var name: String

    @Flag(help: "What the scene is for.")
    var kind: Kind = .list

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
            let scaffold = try SceneScaffold(
                name: SceneName(name), target: target, testTarget: testTarget, kind: kind.sceneKind)
            let written = try scaffold.write(into: URL(fileURLWithPath: packagePath))
            let method = kind == .detail ? "make\(name)(item:)" : "make\(name)()"
            let created = (written.map { "Created \($0)" } + ["Added \(method) to \(scaffold.factoryPath)"])
                .joined(separator: "\n")
            StandardStreams.write(
                "\(created)\n\n\(scaffold.instructions(for: throughPlugin ? .plugin : .tool))", to: .standardOutput)
        } catch {
            StandardStreams.reportError(error)
            throw ExitCode.failure
        }
    }
}

// MARK: - Kinds

extension NewSceneCommand {
    /// The scene's kind as a flag: `--list`, `--detail` or `--form`.
    enum Kind: String, EnumerableFlag {
        case list, detail, form

        var sceneKind: SceneKind {
            switch self {
            case .list: .list
            case .detail: .detail
            case .form: .form
            }
        }

        static func help(for value: Kind) -> ArgumentHelp? {
            switch value {
            case .list: "A numbered list whose entries a command can pick (the default)."
            case .detail: "One item's facts, built from the item it shows."
            case .form: "A draft given piece by piece, reviewed, and saved by 'confirm'."
            }
        }
    }
}
