import Foundation
import ViperaBench

/// Measures the chosen figures and writes the report through `report`.
@MainActor
struct BenchmarkRun {
    // MARK: - Constants

    private static let peerNames = ["cmd_bank.py", "cmd2_bank.py"]
    private static let flatGrowthMebibytes = 1.0
    private static let bulkBatchSize = 10_000
    /// A million-row import takes seconds; three runs give a median.
    private static let statementRuns = 3

    // MARK: - Properties

    let options: BenchOptions
    let vbank: String
    let scratch: String
    let report: (String) -> Void

    private var quitScript: String { "\(scratch)/quit.txt" }
    private var processes: ProcessBenchmarks {
        ProcessBenchmarks(vbank: vbank, runs: options.runs, scratch: scratch)
    }

    // MARK: - Running

    /// Runs the chosen parts; returns whether every target among them was met.
    func run() async throws -> Bool {
        try "quit\n".write(toFile: quitScript, atomically: true, encoding: .utf8)
        let parts = Set(options.only)
        let peers = parts.contains(.peers) ? try measurePeers() : []
        let comparison = PeerComparison(peers: peers)
        var figures: [Figure] = []
        var startup: Samples?
        var throughput: (file: Samples, memory: Samples)?
        if parts.contains(.startup) {
            let measured = try measureStartup()
            startup = measured.memory
            figures += measured.figures
        }
        if parts.contains(.navigation) {
            let measured = try measureNavigation(comparison)
            throughput = (measured[0].samples, measured[1].samples)
            figures += measured
        }
        figures += try await measureInProcess(parts)
        if parts.contains(.server) {
            let workload = try Workload.write(commands: options.commands, into: scratch)
            figures += try await ServerBenchmarks(
                vbank: vbank, runs: options.runs, scratch: scratch, projectPeers: options.projectPeers, report: report
            )
            .measure(workload: workload, commands: options.commands, rows: options.serverRows)
        }
        let ledgers = parts.contains(.ledger) ? try await measureLedgers() : nil
        figures += ledgers?.figures ?? []
        write(figures)
        if let ledgers {
            ledgers.lines.forEach(report)
            report("")
        }
        write(comparison, startup: startup, throughput: throughput)
        return figures.allSatisfy { $0.isMet != false }
    }

    // MARK: - Parts

    private func measurePeers() throws -> [PeerProgram.Figures] {
        report("Peers: measuring the Python programs in \(options.peers) and \(options.projectPeers)…")
        let workload = try Workload.write(commands: options.peerCommands, into: scratch)
        var peers = PeerProgram.available(in: options.peers, names: Self.peerNames)
        if let sqlite = PeerProgram.available(
            in: options.projectPeers, name: PeerComparison.sqlitePeerName, database: "\(scratch)/peer.sqlite")
        {
            peers.append(sqlite)
        }
        return try peers.compactMap {
            try $0.measure(
                runs: options.runs, quitScript: quitScript, workload: workload, commands: options.peerCommands)
        }
    }

    /// The start-up figures, and the start on `:memory:` the peers are compared with.
    private func measureStartup() throws -> (figures: [Figure], memory: Samples?) {
        report("vbank: start-up…")
        let measured = try StartupBenchmarks(
            vbank: vbank, baseline: CommandLine.arguments[0], runs: options.startupRuns, scratch: scratch,
            quitScript: quitScript
        )
        .measure()
        let sqlite = measured.first { $0.0.path != vbank && $0.0.path != CommandLine.arguments[0] }?.1
        var figures = measured.map { startup, samples in
            startupFigure(startup, samples, against: sqlite)
        }
        let prompt = try Samples.collect(options.runs) { try firstPromptSeconds() * 1e3 }
        figures.append(Figure(name: "Start-up to first prompt at a terminal", samples: prompt, unit: .milliseconds))
        return (figures, measured.first { $0.0.arguments.contains(":memory:") }?.1)
    }

    /// A start-up case as a figure: a start on a file is also held to the C shell on the same file.
    private func startupFigure(_ startup: StartupBenchmarks.Case, _ samples: Samples, against sqlite: Samples?)
        -> Figure
    {
        guard let limit = startup.targetMilliseconds else {
            return Figure(name: startup.name, samples: samples, unit: .milliseconds)
        }
        let onFile = startup.arguments.contains { $0.hasSuffix(".sqlite") }
        guard onFile, let sqlite else {
            return Figure(
                name: startup.name, samples: samples, unit: .milliseconds, target: "≤ \(Int(limit)) ms",
                isMet: samples.median <= limit)
        }
        let ratio = samples.median / sqlite.median
        return Figure(
            name: startup.name + " (\(NumberText.decimal(ratio, digits: 1))× sqlite3)", samples: samples,
            unit: .milliseconds, target: "≤ \(Int(limit)) ms, ≤ \(Int(StartupBenchmarks.sqliteRatioTarget))× sqlite3",
            isMet: samples.median <= limit && ratio <= StartupBenchmarks.sqliteRatioTarget)
    }

    private func measureNavigation(_ comparison: PeerComparison) throws -> [Figure] {
        report("vbank: navigation and memory…")
        let long = try Workload.write(commands: options.commands, into: scratch)
        let short = try Workload.write(commands: options.shortCommands, into: scratch)
        let file = try processes.navigation(script: long, commands: options.commands, on: .freshDefaultFile)
        let memory = try processes.navigation(script: long, commands: options.commands, on: .memory)
        let shortFile = try processes.navigation(script: short, commands: options.shortCommands, on: .freshDefaultFile)
        let growth = file.memory.median - shortFile.memory.median
        let commands = NumberText.grouped(Double(options.commands))
        return [
            Figure(
                name: "Navigation, \(commands) commands, fresh default file", samples: file.rate, unit: .perSecond,
                target: "≥ 5× the SQLite peer", isMet: comparison.meetsFileNavigationTarget(file.rate.median)),
            Figure(
                name: "Navigation, \(commands) commands, :memory:", samples: memory.rate, unit: .perSecond,
                target: "≥ 5× cmd, ≥ 50× cmd2", isMet: comparison.meetsNavigationTargets(memory.rate.median)),
            Figure(
                name: "Peak RSS, \(commands) commands, file", samples: file.memory, unit: .mebibytes,
                target: "≤ 25 MiB", isMet: file.memory.median <= 25),
            Figure(
                name: "Peak RSS, \(NumberText.grouped(Double(options.shortCommands))) commands, file",
                samples: shortFile.memory, unit: .mebibytes, target: "flat: within 1 MiB of the above",
                isMet: abs(growth) <= Self.flatGrowthMebibytes),
            Figure(
                name: "Peak RSS, \(commands) commands, :memory:", samples: memory.memory, unit: .mebibytes,
                target: "≤ 25 MiB", isMet: memory.memory.median <= 25),
        ]
    }

    private func measureInProcess(_ parts: Set<BenchmarkPart>) async throws -> [Figure] {
        var figures: [Figure] = []
        if parts.contains(.bulk) {
            report("In-process: bulk insert…")
            var bulk = Samples()
            for _ in 0..<options.runs {
                bulk.append(
                    try await InProcessBenchmarks.bulkInsertRowsPerSecond(
                        rows: options.bulkRows, batchSize: Self.bulkBatchSize))
            }
            figures.append(
                Figure(
                    name: "Bulk insert, \(NumberText.grouped(Double(options.bulkRows))) transactions", samples: bulk,
                    unit: .perSecond, target: "≥ 300,000 rows/s", isMet: bulk.median >= 300_000))
        }
        if parts.contains(.statement) {
            figures += try await measureStatementImport()
        }
        return figures
    }

    // MARK: - Private

    /// Imports generated CSV statements of `bulkRows` rows, as `import FILE` does, a few times,
    /// into a fresh bank in memory and in a file: one in date order, one whose dates jump about.
    private func measureStatementImport() async throws -> [Figure] {
        report("In-process: statement import…")
        var figures: [Figure] = []
        for order in InProcessBenchmarks.StatementOrder.allCases {
            let path = try InProcessBenchmarks.writeStatement(rows: options.bulkRows, order: order)
            defer { try? FileManager.default.removeItem(atPath: path) }
            for database in [nil, "\(scratch)/import.sqlite"] {
                figures.append(try await measureImport(of: path, order: order, into: database))
            }
        }
        return figures
    }

    private func measureImport(
        of path: String, order: InProcessBenchmarks.StatementOrder, into database: String?
    ) async throws -> Figure {
        var rates = Samples()
        for _ in 0..<min(options.runs, Self.statementRuns) {
            rates.append(
                try await InProcessBenchmarks.statementImportRowsPerSecond(
                    path: path, rows: options.bulkRows, databasePath: database))
        }
        let name = "CSV import, \(NumberText.grouped(Double(options.bulkRows))) rows \(order.name)"
        return database == nil
            ? Figure(name: name + ", :memory:", samples: rates, unit: .perSecond)
            : Figure(
                name: name + ", file", samples: rates, unit: .perSecond, target: "≥ 100,000 rows/s",
                isMet: rates.median >= 100_000)
    }

    /// Page and search costs at each ledger size, as a table, with the targets at the largest.
    private func measureLedgers() async throws -> LedgerTable {
        var columns: [(size: Int, costs: [(String, Samples)])] = []
        for size in options.ledgerSizes {
            report("In-process: pages of a \(NumberText.grouped(Double(size)))-row ledger on a file…")
            let costs = try await LedgerBenchmarks.costs(rows: size, folder: scratch, samples: options.ledgerSamples)
            columns.append((size, costs))
        }
        return LedgerTable(columns: columns)
    }

    private func firstPromptSeconds() throws -> Double {
        try TerminalStartup(path: vbank, arguments: ["--db", ":memory:"], promptEnd: "> ", stateDirectory: scratch)
            .secondsToFirstPrompt()
    }

    private func write(_ figures: [Figure]) {
        report("")
        report(Figure.header)
        figures.forEach { report($0.line) }
        report("")
    }

    private func write(
        _ comparison: PeerComparison, startup: Samples?, throughput: (file: Samples, memory: Samples)?
    ) {
        guard !comparison.peers.isEmpty else {
            report("No peers measured (not chosen, or python3 or \(options.peers) missing), so no ratios.")
            return
        }
        report("Peers, same run (\(NumberText.grouped(Double(options.peerCommands))) commands each):")
        comparison.lines(startup: startup, throughput: throughput?.memory, fileThroughput: throughput?.file)
            .forEach(report)
    }
}
