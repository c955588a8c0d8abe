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

    // MARK: - Finding

    /// The peers in `folder` that can be run here: python3 on the PATH, the script present and its
    /// imports available.
    public static func available(in folder: String, names: [String]) -> [PeerProgram] {
        guard let python = executable(named: "python3") else { return [] }
        return names.compactMap { name in
            let script = "\(folder)/\(name)"
            guard FileManager.default.fileExists(atPath: script) else { return nil }
            let peer = PeerProgram(name: name, process: ChildProcess(path: python, arguments: [script]))
            return peer
        }
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
        let probe = try process.run(input: quitScript)
        guard probe.status == 0 else { return nil }
        let startup = try Samples.collect(runs) { try process.run(input: quitScript).seconds * 1e3 }
        var throughput = Samples()
        var memory = Samples()
        for _ in 0..<runs {
            let run = try process.run(input: workload)
            throughput.append(Double(commands) / run.seconds)
            memory.append(Double(run.peakResidentBytes) / Double(1 << 20))
        }
        return Figures(name: name, startupMilliseconds: startup, commandsPerSecond: throughput, peakMebibytes: memory)
    }
}
