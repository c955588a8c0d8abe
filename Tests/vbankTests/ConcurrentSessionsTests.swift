import BankData
import BankDomain
import Foundation
import GRDB
import Testing

/// Two, then four vbank processes moving money on one database file at the same time: they wait
/// for each other's writes instead of failing, no transfer is lost and no money appears or
/// disappears.
@Suite("vbank sessions side by side", .serialized)
struct ConcurrentSessionsTests {
    private static let transfersPerProcess = 250
    /// Checking and savings accounts, which have the funds for every transfer of the test.
    private static let accounts = [1, 2, 3, 5]

    private struct Finished {
        let status: Int32
        let output: String
        let errors: String
    }

    private func script(process: Int) -> String {
        (0..<Self.transfersPerProcess).map { number in
            let from = Self.accounts[(number + process) % Self.accounts.count]
            let to = Self.accounts[(number + process + 1) % Self.accounts.count]
            return
                "transfer\nfrom \(from)\nto \(to)\namount 0.0\(number % 9 + 1)\nmemo p\(process)t\(number)\nconfirm\n"
        }
        .joined()
    }

    private func runSideBySide(_ count: Int, database: String, home: String, round: Int) throws -> [Finished] {
        var processes: [(Process, String)] = []
        for index in 0..<count {
            let name = "\(home)/round\(round)-\(index)"
            try script(process: round * 10 + index).write(toFile: name + ".txt", atomically: true, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: name + ".out", contents: nil)
            _ = FileManager.default.createFile(atPath: name + ".err", contents: nil)
            let process = try VBankExecutable.process(database: database, inputFile: name + ".txt", home: home)
            process.standardOutput = FileHandle(forWritingAtPath: name + ".out")
            process.standardError = FileHandle(forWritingAtPath: name + ".err")
            processes.append((process, name))
        }
        try processes.forEach { try $0.0.run() }
        return try processes.map { process, name in
            process.waitUntilExit()
            return Finished(
                status: process.terminationStatus,
                output: try String(contentsOfFile: name + ".out", encoding: .utf8),
                errors: try String(contentsOfFile: name + ".err", encoding: .utf8)
            )
        }
    }

    private func ledger(of path: String) throws -> (totalMinor: Int64, rowsPerMemo: [String: Int]) {
        try DatabaseQueue(path: path).read { db in
            (
                try Int64.fetchOne(db, sql: "SELECT SUM(balanceMinor) FROM account") ?? 0,
                Dictionary(
                    uniqueKeysWithValues: try Row.fetchAll(
                        db, sql: "SELECT memo, COUNT(*) AS n FROM ledgerEntry WHERE memo GLOB 'p*t*' GROUP BY memo"
                    ).map { ($0["memo"], $0["n"]) })
            )
        }
    }

    @Test(arguments: [2, 4])
    func processesSideBySide_waitForEachOther_andLoseNothing(count: Int) throws {
        // Given a bank file and its total
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let database = home + "/bank.sqlite"
        _ = try VBankExecutable.run(["--db", database, "--now", VBankExecutable.now], input: "quit\n", home: home)
        let total = try ledger(of: database).totalMinor

        // When several processes each make their transfers at the same time
        let finished = try runSideBySide(count, database: database, home: home, round: count)

        // Then every one succeeded without a locked database, and every transfer is there, whole
        for (index, run) in finished.enumerated() {
            #expect(run.status == 0, "process \(index): \(run.errors.prefix(300))")
            #expect(!run.errors.contains("locked"), "process \(index)")
            #expect(run.output.components(separatedBy: "Transferred ").count - 1 == Self.transfersPerProcess)
        }
        let after = try ledger(of: database)
        #expect(after.totalMinor == total)
        #expect(after.rowsPerMemo.count == count * Self.transfersPerProcess)
        #expect(after.rowsPerMemo.values.allSatisfy { $0 == 2 })
    }
}
