import Foundation
import ViperaBench

/// Measures the chosen figures and writes the report through `report`.
@MainActor
struct BenchmarkRun {
    // MARK: - Constants

    private static let peerNames = ["cmd_bank.py", "cmd2_bank.py"]
    private static let mebibyte = Double(1 << 20)
    private static let flatGrowthMebibytes = 1.0
    private static let bulkBatchSize = 10_000
    /// A million-row import takes seconds; three runs give a median.
    private static let statementRuns = 3

    // MARK: - Properties

    let options: BenchOptions
    let vbank: String
    let scratch: String
    let report: (String) -> Void

    private var app: ChildProcess { ChildProcess(path: vbank, arguments: ["--db", ":memory:"]) }
    private var quitScript: String { "\(scratch)/quit.txt" }

    // MARK: - Running

    /// Runs the chosen parts; returns whether every target among them was met.
    func run() async throws -> Bool {
        try "quit\n".write(toFile: quitScript, atomically: true, encoding: .utf8)
        let parts = Set(options.only)
        let peers = parts.contains(.peers) ? try measurePeers() : []
        let comparison = PeerComparison(peers: peers)
        var figures: [Figure] = []
        var startup: Samples?
        var throughput: Samples?
        if parts.contains(.startup) {
            let measured = try measureStartup(comparison)
            startup = measured[0].samples
            figures += measured
        }
        if parts.contains(.navigation) {
            let measured = try measureNavigation(comparison)
            throughput = measured[0].samples
            figures += measured
        }
        figures += try await measureInProcess(parts)
        write(figures)
        write(comparison, startup: startup, throughput: throughput)
        return figures.allSatisfy { $0.isMet != false }
    }

    // MARK: - Parts

    private func measurePeers() throws -> [PeerProgram.Figures] {
        report("Peers: measuring the Python programs in \(options.peers)…")
        let workload = try Workload.write(commands: options.peerCommands, into: scratch)
        return try PeerProgram.available(in: options.peers, names: Self.peerNames).compactMap {
            try $0.measure(
                runs: options.runs, quitScript: quitScript, workload: workload, commands: options.peerCommands)
        }
    }

    private func measureStartup(_ comparison: PeerComparison) throws -> [Figure] {
        report("vbank: start-up…")
        let piped = try Samples.collect(options.runs) { try checked(app.run(input: quitScript)).seconds * 1e3 }
        let prompt = try Samples.collect(options.runs) { try firstPromptSeconds() * 1e3 }
        let startsFaster = comparison.cmd.map { $0.startupMilliseconds.median / piped.median >= 8 } ?? true
        return [
            Figure(
                name: "Start-up, piped quit (exec to exit)", samples: piped, unit: .milliseconds,
                target: "≤ 15 ms" + (comparison.cmd == nil ? "" : ", ≥ 8× cmd"),
                isMet: piped.median <= 15 && startsFaster),
            Figure(name: "Start-up to first prompt at a terminal", samples: prompt, unit: .milliseconds),
        ]
    }

    private func measureNavigation(_ comparison: PeerComparison) throws -> [Figure] {
        report("vbank: navigation and memory…")
        let long = try Workload.write(commands: options.commands, into: scratch)
        let short = try Workload.write(commands: options.shortCommands, into: scratch)
        let (throughput, longMemory) = try navigate(script: long, commands: options.commands)
        let (_, shortMemory) = try navigate(script: short, commands: options.shortCommands)
        let growth = longMemory.median - shortMemory.median
        return [
            Figure(
                name: "Navigation, \(NumberText.grouped(Double(options.commands))) commands", samples: throughput,
                unit: .perSecond, target: "≥ 5× cmd, ≥ 50× cmd2",
                isMet: comparison.meetsNavigationTargets(throughput.median)),
            Figure(
                name: "Peak RSS, \(NumberText.grouped(Double(options.commands))) commands", samples: longMemory,
                unit: .mebibytes, target: "≤ 30 MiB", isMet: longMemory.median <= 30),
            Figure(
                name: "Peak RSS, \(NumberText.grouped(Double(options.shortCommands))) commands", samples: shortMemory,
                unit: .mebibytes, target: "flat: within 1 MiB of the above",
                isMet: abs(growth) <= Self.flatGrowthMebibytes),
        ]
    }

    private func measureInProcess(_ parts: Set<BenchmarkPart>) async throws -> [Figure] {
        var figures: [Figure] = []
        if parts.contains(.dispatch) {
            report("In-process: dispatch…")
            var dispatch = Samples()
            for _ in 0..<options.runs {
                dispatch.append(await InProcessBenchmarks.dispatchMicroseconds(commands: options.dispatchCommands))
            }
            figures.append(
                Figure(
                    name: "Dispatch overhead per command", samples: dispatch, unit: .microseconds,
                    target: "≤ 2 µs", isMet: dispatch.median <= 2))
        }
        if parts.contains(.render) {
            report("In-process: rendering…")
            let table = Samples.collect(options.runs) { InProcessBenchmarks.tableMilliseconds(rows: options.tableRows) }
            figures.append(
                Figure(
                    name: "Render \(NumberText.grouped(Double(options.tableRows)))-row table at 120 columns",
                    samples: table, unit: .milliseconds, target: "≤ 50 ms", isMet: table.median <= 50))
        }
        if parts.contains(.pushpop) {
            report("In-process: push/pop…")
            var alive = Samples()
            alive.append(Double(await InProcessBenchmarks.scenesAliveAfterPushPop(cycles: options.pushPopCycles)))
            figures.append(
                Figure(
                    name: "Scenes alive after \(NumberText.grouped(Double(options.pushPopCycles))) push/pop",
                    samples: alive, unit: .count, target: "0", isMet: alive.median == 0))
        }
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
            figures.append(try measureStatementImport())
        }
        return figures
    }

    // MARK: - Private

    /// Imports a generated CSV statement of `bulkRows` rows, as `import FILE` does, a few times.
    private func measureStatementImport() throws -> Figure {
        report("In-process: statement import…")
        let path = try InProcessBenchmarks.writeStatement(rows: options.bulkRows)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var rates = Samples()
        for _ in 0..<min(options.runs, Self.statementRuns) {
            rates.append(try InProcessBenchmarks.statementImportRowsPerSecond(path: path, rows: options.bulkRows))
        }
        return Figure(
            name: "CSV import, \(NumberText.grouped(Double(options.bulkRows))) rows", samples: rates,
            unit: .perSecond, target: "completes", isMet: true)
    }

    private func navigate(script: String, commands: Int) throws -> (Samples, Samples) {
        var throughput = Samples()
        var memory = Samples()
        for _ in 0..<options.runs {
            let run = try checked(app.run(input: script))
            throughput.append(Double(commands) / run.seconds)
            memory.append(Double(run.peakResidentBytes) / Self.mebibyte)
        }
        return (throughput, memory)
    }

    private func firstPromptSeconds() throws -> Double {
        try TerminalStartup(path: vbank, arguments: ["--db", ":memory:"], promptEnd: "> ", stateDirectory: scratch)
            .secondsToFirstPrompt()
    }

    private func checked(_ measurement: ChildProcess.Measurement) throws -> ChildProcess.Measurement {
        guard measurement.status == 0 else {
            throw ChildProcess.Failure(description: "\(vbank) exited with status \(measurement.status)")
        }
        return measurement
    }

    private func write(_ figures: [Figure]) {
        report("")
        report(Figure.header)
        figures.forEach { report($0.line) }
        report("")
    }

    private func write(_ comparison: PeerComparison, startup: Samples?, throughput: Samples?) {
        guard !comparison.peers.isEmpty else {
            report("No peers measured (not chosen, or python3 or \(options.peers) missing), so no ratios.")
            return
        }
        report("Peers, same run (\(NumberText.grouped(Double(options.peerCommands))) commands each):")
        comparison.lines(startup: startup, throughput: throughput).forEach(report)
    }
}
