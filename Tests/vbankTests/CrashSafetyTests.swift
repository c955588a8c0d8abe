import BankData
import BankDomain
import Foundation
import GRDB
import Testing

/// vbank killed with SIGKILL in the middle of a long run of transfers, several times over, on a
/// database file: the file stays intact, every transfer is there whole or not at all, and no
/// money appears or disappears.
@Suite("vbank killed mid-write", .serialized)
struct CrashSafetyTests {
    private static let runs = 6
    private static let transfersPerRun = 5_000
    /// Transfers of each run committed before its kill: spread from just after start-up to well
    /// into the run, whatever the machine's pace (a busy machine commits fewer in a given time).
    private static let killAfter = [3, 12, 30, 60, 110, 180]

    private struct LedgerState {
        let integrity: String
        let totalMinor: Int64
        let rowsPerMemo: [String: Int]
    }

    private func script(run: Int) -> String {
        (0..<Self.transfersPerRun).map { number in
            let (from, to) = number.isMultiple(of: 2) ? (1, 2) : (2, 1)
            return "transfer\nfrom \(from)\nto \(to)\namount 0.01\nmemo r\(run)t\(number)\nconfirm\n"
        }
        .joined()
    }

    private func state(of path: String) throws -> LedgerState {
        let database = try Self.openBesideWriter(path)
        return try database.read { db in
            LedgerState(
                integrity: try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "",
                totalMinor: try Int64.fetchOne(db, sql: "SELECT SUM(balanceMinor) FROM account") ?? 0,
                rowsPerMemo: Dictionary(
                    uniqueKeysWithValues: try Row.fetchAll(
                        db,
                        sql: "SELECT memo, COUNT(*) AS n FROM ledgerEntry WHERE memo GLOB 'r*t*' GROUP BY memo"
                    ).map { ($0["memo"], $0["n"]) })
            )
        }
    }

    /// Runs the script and kills vbank once `count` transfers of run `run` are committed, or when
    /// it ended by itself, or after a minute.
    private func runAndKill(
        scriptAt scriptPath: String, database: String, home: String, run: Int, afterCommitted count: Int
    )
        throws
    {
        let process = try VBankExecutable.process(database: database, inputFile: scriptPath, home: home)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, try committed(ofRun: run, in: database) < count {
            usleep(5_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The file opened to read beside vbank: a vbank starting after a kill recovers the log under
    /// an exclusive lock, which a reader waits out instead of failing at once.
    private static func openBesideWriter(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// The transfers of run `run` committed to the file so far, read beside the writer.
    private func committed(ofRun run: Int, in path: String) throws -> Int {
        try Self.openBesideWriter(path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) / 2 FROM ledgerEntry WHERE memo GLOB 'r\(run)t*'") ?? 0
        }
    }

    @Test func killedRuns_leaveAnIntactFileWithWholeTransfersAndTheSameTotal() throws {
        // Given a bank file and its total
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let database = home + "/bank.sqlite"
        _ = try VBankExecutable.run(
            ["--demo", "--db", database, "--now", VBankExecutable.now], input: "quit\n", home: home)
        let total = try state(of: database).totalMinor
        var committed = 0
        var lastRunCommitted = 0

        for run in 0..<Self.runs {
            // When a run of transfers is killed part of the way through
            let scriptPath = home + "/transfers-\(run).txt"
            try script(run: run).write(toFile: scriptPath, atomically: true, encoding: .utf8)
            try runAndKill(
                scriptAt: scriptPath, database: database, home: home, run: run, afterCommitted: Self.killAfter[run])

            // Then the file is intact, every transfer has both its rows, and the total is unchanged
            let after = try state(of: database)
            #expect(after.integrity == "ok", "run \(run)")
            #expect(after.totalMinor == total, "run \(run)")
            let halves = after.rowsPerMemo.filter { $0.value != 2 }
            #expect(halves.isEmpty, "run \(run): transfers not whole: \(halves.keys.sorted().prefix(5))")
            committed = after.rowsPerMemo.count
            lastRunCommitted = after.rowsPerMemo.keys.filter { $0.hasPrefix("r\(run)t") }.count
        }
        // And the kills landed while transfers were being written, not before or after them
        #expect(committed > 50)
        #expect(lastRunCommitted < Self.transfersPerRun)
    }
}
