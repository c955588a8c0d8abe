import Foundation
import ViperaBench

/// The navigation workload run by vbank itself, with its peak memory, on the default file
/// database a new user gets and on `:memory:`.
struct ProcessBenchmarks {
    // MARK: - Nested Types

    /// Where vbank keeps its data for a run.
    enum Database {
        /// The default file, in a new user's data folder: created, with its demo data, by the run.
        case freshDefaultFile
        /// `--db :memory:`.
        case memory

        var label: String {
            switch self {
            case .freshDefaultFile: "default file database, fresh"
            case .memory: ":memory:"
            }
        }
    }

    // MARK: - Constants

    private static let mebibyte = Double(1 << 20)

    // MARK: - Properties

    let vbank: String
    let runs: Int
    let scratch: String

    // MARK: - Measuring

    /// Commands per second of `script` (`commands` long, start-up included) and peak RSS in MiB.
    func navigation(script: String, commands: Int, on database: Database) throws -> (rate: Samples, memory: Samples) {
        var rate = Samples()
        var memory = Samples()
        for _ in 0..<runs {
            let measurement = try run(script, on: database)
            rate.append(Double(commands) / measurement.seconds)
            memory.append(Double(measurement.peakResidentBytes) / Self.mebibyte)
        }
        return (rate, memory)
    }

    // MARK: - Private

    /// One run with `input`, in a data folder of its own unless the database is in memory.
    private func run(_ input: String, on database: Database) throws -> ChildProcess.Measurement {
        let home = "\(scratch)/home-\(database)"
        switch database {
        case .memory:
            return try checked(ChildProcess(path: vbank, arguments: ["--db", ":memory:"]).run(input: input))
        case .freshDefaultFile:
            try? FileManager.default.removeItem(atPath: home)
        }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let process = ChildProcess(
            path: vbank, arguments: [], environment: ["HOME": home, "XDG_DATA_HOME": "\(home)/.local/share"])
        return try checked(process.run(input: input))
    }

    private func checked(_ measurement: ChildProcess.Measurement) throws -> ChildProcess.Measurement {
        guard measurement.status == 0 else {
            throw ChildProcess.Failure(description: "\(vbank) exited with status \(measurement.status)")
        }
        return measurement
    }
}
