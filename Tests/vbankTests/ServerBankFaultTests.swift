import BankTesting
import Foundation
import Testing
import ViperaTesting

/// vbank on a PostgreSQL server when things go wrong: many sessions at once, a session killed in
/// the middle of a transfer, a server that restarts or dies under a session, and Ctrl-C.
@Suite("vbank on a PostgreSQL server, under faults", .serialized)
struct ServerBankFaultTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    // MARK: - Helpers

    /// The sum of the balances and how many ledger rows each memo written by `memoPattern` has.
    private func ledger(of database: String, on server: TestPostgresServer, memoPattern: String = "p%t%") throws -> (
        totalMinor: Int64, rowsPerMemo: [String: Int]
    ) {
        let total = try server.psql("SELECT sum(balance_minor) FROM account", database: database)
        let memos = try server.psql(
            "SELECT memo, count(*) FROM ledger_entry WHERE memo LIKE '\(memoPattern)' GROUP BY memo",
            database: database)
        var rows: [String: Int] = [:]
        for line in memos.split(separator: "\n") {
            let fields = line.split(separator: "|")
            if fields.count == 2, let count = Int(fields[1]) { rows[String(fields[0])] = count }
        }
        return (Int64(total.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1, rows)
    }

    private func count(_ sql: String, in database: String, on server: TestPostgresServer) throws -> Int {
        Int(try server.psql(sql, database: database).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    // MARK: - Many sessions

    @Test func eightProcesses_of250TransfersEach_loseNothing_andShowNoConflict() throws {
        // Given a bank on the server and its total
        let server = try TestPostgresServer.shared()
        let (name, url) = try server.freshDatabase()
        _ = try VBankExecutable.run(["--demo", "--db", url], input: "quit\n", home: home)
        let total = try ledger(of: name, on: server).totalMinor

        // When eight processes make their transfers at the same time
        let scripts = (0..<8).map { SessionScripts.transfers(250, process: $0) }
        let finished = try SessionScripts.sideBySide(scripts, database: url, home: home, name: "process")

        // Then each succeeded without an error, and every transfer is there, whole
        for (index, run) in finished.enumerated() {
            #expect(run.status == 0, "process \(index): \(run.errors.prefix(300))")
            #expect(run.errors.isEmpty, "process \(index): \(run.errors.prefix(300))")
            #expect(run.output.components(separatedBy: "Transferred ").count - 1 == 250)
        }
        let after = try ledger(of: name, on: server)
        #expect(after.totalMinor == total)
        #expect(after.rowsPerMemo.count == 8 * 250)
        #expect(after.rowsPerMemo.values.allSatisfy { $0 == 2 })
    }

    @Test func aProcessKilledMidTransfer_leavesWholeTransfersAndTheSameTotal() throws {
        // Given a bank on the server and a long script of transfers
        let server = try TestPostgresServer.shared()
        let (name, url) = try server.freshDatabase()
        _ = try VBankExecutable.run(["--demo", "--db", url], input: "quit\n", home: home)
        let total = try ledger(of: name, on: server).totalMinor
        let script = home + "/kill.txt"
        try SessionScripts.transfers(400, process: 9).write(toFile: script, atomically: true, encoding: .utf8)

        for round in 0..<3 {
            // When the process is killed once some transfers are committed
            let process = try VBankExecutable.process(database: url, inputFile: script, home: home)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let before = try count("SELECT count(*) FROM ledger_entry", in: name, on: server)
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            while try count("SELECT count(*) FROM ledger_entry", in: name, on: server) < before + 2 * (round + 1),
                Date() < deadline
            {
                Thread.sleep(forTimeInterval: 0.005)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            // Then the money is all there, and every transfer has both its rows
            let after = try ledger(of: name, on: server)
            #expect(process.terminationReason == .uncaughtSignal, "round \(round) ended before the kill")
            #expect(after.totalMinor == total, "round \(round)")
            #expect(after.rowsPerMemo.values.allSatisfy { $0 % 2 == 0 }, "round \(round)")
        }
    }

    // MARK: - A server that goes away

    @Test func aServerRestartedBetweenTwoCommands_isNotTheUsersProblem() async throws {
        // Given a session reading a script from a pipe, on a server of its own
        let server = try TestPostgresServer.ofItsOwn()
        defer { server.shutDown() }
        let (name, url) = try server.freshDatabase()
        let session = try PipedConversation(["--demo", "--db", url], home: home)
        try session.send("accounts")
        try await session.waitForOutput(containing: "Rainy day")

        // When the server restarts, and the script goes on
        try server.restart()
        for line in ["back", "transfer", "from 1", "to 2", "amount 5", "memo after restart", "confirm", "refresh"] {
            try session.send(line)
        }
        let run = try session.finish()

        // Then every command ran, without an error
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("error:"), "\(run.errors)")
        #expect(run.output.contains("Transferred $5.00"), "\(run.output.suffix(500))")
        #expect(try count("SELECT count(*) FROM ledger_entry WHERE memo = 'after restart'", in: name, on: server) == 2)
    }

    @Test func aServerStoppedMidImport_leavesTheAccount_andTheNextCommandConnectsAgain() throws {
        // Given a session at a terminal on a server of its own, importing a long statement
        let server = try TestPostgresServer.ofItsOwn()
        defer { server.shutDown() }
        let (name, url) = try server.freshDatabase()
        let path = try SessionScripts.coffees(rows: 300_000, in: home)
        let terminal = try SessionScripts.terminalAtAccount(database: url, home: home)
        let rows = "SELECT count(*) FROM ledger_entry WHERE account_id = 1"
        let before = try count(rows, in: name, on: server)
        try SessionScripts.importConfirmed(path, at: terminal)
        try SessionScripts.waitForTheImportsBar(at: terminal)

        // When the server stops, and starts again
        try server.stop()
        try terminal.waitFor("the connection to the database server was lost", timeout: .seconds(60))
        try terminal.waitFor("Everyday > ")
        try server.start()
        terminal.type("back\r")

        // Then the session reads the accounts again, and the account is as it was
        try terminal.waitFor("Rainy day", timeout: .seconds(30))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
        #expect(try count(rows, in: name, on: server) == before)
    }

    @Test func ctrlC_stopsAnImportOnTheServer_andLeavesTheAccountAsItWas() throws {
        // Given a session at a terminal importing a long statement
        let server = try TestPostgresServer.shared()
        let (name, url) = try server.freshDatabase()
        let path = try SessionScripts.coffees(rows: 400_000, in: home)
        let terminal = try SessionScripts.terminalAtAccount(database: url, home: home)
        let account =
            "SELECT count(*), sum(balance_minor) FROM ledger_entry JOIN account ON account.id = account_id "
            + "WHERE account_id = 1"
        let before = try server.psql(account, database: name)

        // When Ctrl-C is pressed once the bar shows
        let status = try SessionScripts.importCancelledByCtrlC(path, at: terminal)

        // Then the import stops with a message, the session goes on, and nothing was imported
        #expect(status == 0)
        #expect(try server.psql(account, database: name) == before)
    }
}
