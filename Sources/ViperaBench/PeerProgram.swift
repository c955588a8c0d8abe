import Foundation

/// One of the Python REPLs the benchmark compares against, and what it measured.
public struct PeerProgram {
    // MARK: - Nested Types

    /// A peer's figures from this run.
    public struct Figures {
        /// The program's file name.
        public let name: String
        /// Start-up with `quit` only, per run.
        public let startupMilliseconds: Samples
        /// Workload throughput, per run.
        public let commandsPerSecond: Samples
        /// Peak resident memory of the workload, per run.
        public let peakMebibytes: Samples
    }

    // MARK: - Properties

    /// The file name, such as `cmd_bank.py`.
    public let name: String
    /// How to run it.
    public let process: ChildProcess
    /// A database file the peer creates on first use, removed before every run so each run
    /// starts as a new user's would; nil for peers that keep their data in memory.
    public var freshFile: String?

    // MARK: - Finding

    /// The peers in `folder` that can be run here: python3 on the PATH, the script present and its
    /// imports available.
    public static func available(in folder: String, names: [String]) -> [PeerProgram] {
        guard let python = executable(named: "python3") else { return [] }
        return names.compactMap { name in
            let script = "\(folder)/\(name)"
            guard FileManager.default.fileExists(atPath: script) else { return nil }
            return PeerProgram(name: name, process: ChildProcess(path: python, arguments: [script]))
        }
    }

    /// The peer `name` in `folder` that keeps its data in the file `database`, started afresh
    /// (the file removed) before every run; nil when it cannot be run here.
    public static func available(in folder: String, name: String, database: String) -> PeerProgram? {
        guard let python = executable(named: "python3") else { return nil }
        let script = "\(folder)/\(name)"
        guard FileManager.default.fileExists(atPath: script) else { return nil }
        var peer = PeerProgram(name: name, process: ChildProcess(path: python, arguments: [script, database]))
        peer.freshFile = database
        return peer
    }

    /// The first `name` on the PATH.
    public static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    // MARK: - Measuring

    /// Runs the peer: start-up with `quit` only, and the workload of `commands` commands.
    public func measure(runs: Int, quitScript: String, workload: String, commands: Int) throws -> Figures? {
        let probe = try run(input: quitScript)
        guard probe.status == 0 else { return nil }
        let startup = try Samples.collect(runs) { try run(input: quitScript).seconds * 1e3 }
        var throughput = Samples()
        var memory = Samples()
        for _ in 0..<runs {
            let run = try run(input: workload)
            throughput.append(Double(commands) / run.seconds)
            memory.append(Double(run.peakResidentBytes) / Double(1 << 20))
        }
        return Figures(name: name, startupMilliseconds: startup, commandsPerSecond: throughput, peakMebibytes: memory)
    }

    /// One run, after removing the fresh file and its journals.
    private func run(input: String) throws -> ChildProcess.Measurement {
        if let freshFile {
            for suffix in ["", "-wal", "-shm", "-journal"] {
                try? FileManager.default.removeItem(atPath: freshFile + suffix)
            }
        }
        return try process.run(input: input)
    }
}
