import ArgumentParser
import Foundation
import ViperaScaffold

/// `vipera new-command SCENE NAME [--argument NAME:KIND]…`: a new command in an existing scene.
struct NewCommandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-command",
        abstract: "Add a command, with its use case, to an existing scene.",
        discussion: """
            Edits the scene's models, protocols, view controller (table and switch), interactor, \
            presenter and strings, and writes a test of each layer it touches: the command parses \
            from its declaration, the interactor presents the request's values, the presenter \
            displays them. Replace that pass-through with the use case's logic. Nothing is written \
            unless every edit can be made. KIND is integer, decimal, text, words or item.
            """
    )

    @Argument(help: "The scene, such as Books.")
    var scene: String

    @Argument(help: "The command as typed, such as open or toggle-balances.")
    var name: String

    @Option(name: .customLong("argument"), help: "NAME:KIND or NAME:KIND:HELP, such as BOOK:item.")
    var arguments: [String] = []

    @Option(help: "One line for help.")
    var summary: String

    @Flag(help: "The command changes data: it then runs only by its full name, and never in --check or --at.")
    var changesData = false

    @Flag(help: "The command writes files: it then never runs in --check or --at.")
    var writesFiles = false

    @Option(help: "The target the scene is in; its folder is Sources/TARGET.")
    var target: String

    @Option(help: "The test target (default: TARGETTests).")
    var testTarget: String?

    @Option(help: "The package's root folder.")
    var packagePath = "."

    private var effects: ScaffoldedEffects {
        var effects: ScaffoldedEffects = []
        if changesData { effects.insert(.changesData) }
        if writesFiles { effects.insert(.writesFiles) }
        return effects
    }

    mutating func run() throws {
        do {
            var parsed: [CommandArgument] = []
            for argument in arguments {
                parsed.append(try CommandArgument(argument))
            }
            let scaffold = CommandScaffold(
                scene: try SceneName(scene), command: try CommandName(name), arguments: parsed, summary: summary,
                effects: effects, target: target, testTarget: testTarget)
            let package = URL(fileURLWithPath: packagePath)
            let written = try scaffold.write(into: package)
            SwiftFormat.format(written.paths, in: packagePath)
            let lines = (written.updated.map { "Updated \($0)" } + written.created.map { "Created \($0)" })
                .joined(separator: "\n")
            StandardStreams.write("\(lines)\n\n\(written.instructions)", to: .standardOutput)
        } catch {
            StandardStreams.reportError(error)
            throw ExitCode.failure
        }
    }
}
