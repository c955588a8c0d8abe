import Foundation
import ViperaBench

/// Whole-process start-up: vbank's ways of being started, beside the C shell on the same bank
/// file and a static Swift program that does nothing, measured in turns so that a slow moment
/// of the machine falls on every case alike.
struct StartupBenchmarks {
    // MARK: - Nested Types

    /// One way of starting a program, and what it is held to.
    struct Case {
        let name: String
        let path: String
        let arguments: [String]
        let input: String
        let targetMilliseconds: Double?
    }

    // MARK: - Constants

    /// Where the C shell is looked for; the comparison is left out without it.
    private static let sqliteShells = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"]
    /// What the C shell is asked: one read of the bank, as a script would.
    private static let sqliteQuery = "SELECT COUNT(*) FROM account"
    /// The most a start on a file may cost against the C shell on the same file.
    static let sqliteRatioTarget = 3.0

    // MARK: - Properties

    let vbank: String
    let baseline: String
    let runs: Int
    let scratch: String
    let quitScript: String

    // MARK: - Measuring

    /// Each case's milliseconds from spawn to exit, the cases taking turns.
    func measure() throws -> [(Case, Samples)] {
        let bank = "\(scratch)/startup.sqlite"
        try? FileManager.default.removeItem(atPath: bank)
        _ = try ChildProcess(path: vbank, arguments: ["--db", bank]).run(input: quitScript)
        let cases = self.cases(bank: bank)
        var samples = Array(repeating: Samples(), count: cases.count)
        for _ in 0..<max(runs, 1) {
            for (index, startup) in cases.enumerated() {
                samples[index].append(try milliseconds(startup))
            }
        }
        return Array(zip(cases, samples))
    }

    // MARK: - Private

    private func cases(bank: String) -> [Case] {
        let sqlite = Self.sqliteShells.first { FileManager.default.isExecutableFile(atPath: $0) }
        return [
            sqlite.map {
                Case(
                    name: "sqlite3 shell, one query on the bank file", path: $0, arguments: [bank, Self.sqliteQuery],
                    input: "/dev/null", targetMilliseconds: nil)
            },
            Case(
                name: "static Swift program that exits at once", path: baseline, arguments: [Self.baselineFlag],
                input: "/dev/null", targetMilliseconds: nil),
            Case(
                name: "vbank --help", path: vbank, arguments: ["--help"], input: "/dev/null",
                targetMilliseconds: 5),
            Case(
                name: "vbank --db FILE, piped quit", path: vbank, arguments: ["--db", bank], input: quitScript,
                targetMilliseconds: 8),
            Case(
                name: "vbank --db FILE -c accounts", path: vbank, arguments: ["--db", bank, "-c", "accounts"],
                input: "/dev/null", targetMilliseconds: 10),
            Case(
                name: "vbank --db :memory:, piped quit", path: vbank, arguments: ["--db", ":memory:"],
                input: quitScript, targetMilliseconds: 20),
        ].compactMap { $0 }
    }

    private func milliseconds(_ startup: Case) throws -> Double {
        let measurement = try ChildProcess(path: startup.path, arguments: startup.arguments).run(input: startup.input)
        guard measurement.status == 0 else {
            throw ChildProcess.Failure(
                description:
                    "\(startup.path) \(startup.arguments.joined(separator: " ")) exited with status \(measurement.status)"
            )
        }
        return measurement.seconds * 1e3
    }
}

extension StartupBenchmarks {
    /// The argument that makes `vipera-bench` exit before it does anything: the floor of a
    /// static Swift program's start on this machine.
    static let baselineFlag = "--exit-at-once"
}
