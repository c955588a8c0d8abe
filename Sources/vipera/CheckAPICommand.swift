import ArgumentParser
import Foundation
import ViperaScaffold

/// `vipera check-api GRAPHS --module M…`: fails when a library's public API differs from the
/// baseline the repository keeps; `--update` writes the baselines instead.
struct CheckAPICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-api",
        abstract: "Check that libraries' public API matches the baselines kept beside the code.",
        discussion: """
            Reads the symbol graphs that 'swift package dump-symbol-graph --minimum-access-level \
            public' wrote, turns each module's into one line a declaration and one a conformance, \
            and compares them with BASELINES/MODULE.txt, listing every line added or removed. \
            Exits 1 when any module differs. With --update, writes the baselines instead.
            """
    )

    @Argument(help: "The folder of symbol graphs.")
    var symbolGraphs: String

    @Option(name: .customLong("module"), help: "A library to check; repeat for each.")
    var modules: [String]

    @Option(help: "The folder of baseline files.")
    var baselines = "API"

    @Flag(help: "Write the baselines as built instead of checking them.")
    var update = false

    mutating func run() throws {
        let check = APIBaselineCheck(
            symbolGraphs: URL(fileURLWithPath: symbolGraphs), baselines: URL(fileURLWithPath: baselines))
        try StandardStreams.checkEach(modules) { module in
            update ? try check.write(module: module) : try check.check(module: module)
        }
    }
}
