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
        _ = try VBankExecutable.run(
            ["--demo", "--db", database, "--now", VBankExecutable.now], input: "quit\n", home: home)
        let total = try ledger(of: database).totalMinor

        // When several processes each make their transfers at the same time
        let scripts = (0..<count).map { SessionScripts.transfers(Self.transfersPerProcess, process: count * 10 + $0) }
        let finished = try SessionScripts.sideBySide(scripts, database: database, home: home, name: "round\(count)")

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
