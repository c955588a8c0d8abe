import ArgumentParser
import ViperaBench

/// What `vipera-bench` measures and how often.
struct BenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vipera-bench",
        abstract: "Measures vbank and Vipera against the targets of BENCHMARKS.md and the Python peers."
    )

    @Option(help: "The vbank executable to measure; by default the one built beside this benchmark.")
    var vbank: String?

    @Option(help: "The folder of the Python peer programs; skipped when missing or without python3.")
    var peers = "../shared/peers"

    @Option(help: "How many times each figure is measured.")
    var runs = 5

    @Option(help: "How many times each start-up is measured, the cases taking turns.")
    var startupRuns = 21

    @Option(help: "Commands in the long navigation script.")
    var commands = 100_000

    @Option(help: "Commands in the short script, to show memory does not grow with length.")
    var shortCommands = 10_000

    @Option(help: "The folder of the project's own peer programs, such as the SQLite peer.")
    var projectPeers = "Benchmarks"

    @Option(parsing: .upToNextOption, help: "Rows in the account for the page and search costs.")
    var ledgerSizes = [500, 100_000, 1_000_000]

    @Option(help: "Times each page is read at each ledger size.")
    var ledgerSamples = 50

    @Option(help: "Commands each peer runs; throughput is commands per second either way.")
    var peerCommands = 20_000

    @Option(help: "Transactions inserted by the bulk benchmark.")
    var bulkRows = 1_000_000

    @Option(help: "Rows imported into the PostgreSQL bank, whose pages and searches are then timed.")
    var serverRows = 1_000_000

    @Option(
        parsing: .upToNextOption,
        help: "Only these groups of figures: \(BenchmarkPart.allCases.map(\.rawValue).joined(separator: ", ")).")
    var only: [BenchmarkPart] = BenchmarkPart.allCases

    @Flag(help: "Fewer runs and smaller workloads: a quick look, not figures to record.")
    var quick = false

    /// The options with `--quick` applied.
    var effective: BenchOptions {
        guard quick else { return self }
        var options = self
        options.runs = min(runs, 3)
        options.startupRuns = min(startupRuns, 5)
        options.commands = min(commands, 20_000)
        options.shortCommands = min(shortCommands, 2_000)
        options.peerCommands = min(peerCommands, 5_000)
        options.bulkRows = min(bulkRows, 100_000)
        options.serverRows = min(serverRows, 100_000)
        options.ledgerSizes = ledgerSizes.map { min($0, 100_000) }
        options.ledgerSamples = min(ledgerSamples, 10)
        return options
    }
}
