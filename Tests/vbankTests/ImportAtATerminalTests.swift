import Foundation
import GRDB
import Testing
import ViperaTesting

/// `import` as a person at a terminal sees it: a progress bar drawn in place and cleared, and
/// Ctrl-C that stops the import with nothing half-imported.
@Suite("Import at a terminal", .serialized)
struct ImportAtATerminalTests {
    private let home: String

    init() throws {
        home = try VBankExecutable.temporaryDirectory()
    }

    private func ledger(of database: String) throws -> (rows: Int, balance: Int64) {
        let queue = try DatabaseQueue(path: database)
        return try queue.read { db in
            let rows = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM ledgerEntry WHERE accountId = 1") ?? 0
            let balance = try Int64.fetchOne(db, sql: "SELECT balanceMinor FROM account WHERE id = 1") ?? 0
            return (rows, balance)
        }
    }

    @Test func aCompleteImport_drawsTheBarInPlace_clearsIt_thenSummarises() throws {
        // Given
        let path = try SessionScripts.coffees(rows: 20_000, in: home)
        let terminal = try SessionScripts.terminalAtAccount(database: home + "/bank.sqlite", home: home)

        // When it is imported, its preview read and confirmed
        let preview = try SessionScripts.importConfirmed(path, at: terminal)
        let screen = try terminal.waitFor("Imported 20,000 transactions", timeout: .seconds(120))
        try terminal.waitFor("Everyday > ")

        // Then the preview said what would come in before anything did, and the bar was redrawn
        // in place (carriage return, no new line) and cleared before the summary
        #expect(preview.contains("Would import 20,000 transactions") && !preview.contains("Imported 20,000"))
        #expect(screen.contains("rows/s"))
        #expect(screen.contains("\r████"))
        #expect(screen.contains("\r\u{1B}[K"))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlC_stopsTheImport_andLeavesTheAccountAsItWas() throws {
        // Given a bank file and a statement long enough to interrupt
        let database = home + "/bank-cancel.sqlite"
        let path = try SessionScripts.coffees(rows: 400_000, in: home)
        let terminal = try SessionScripts.terminalAtAccount(database: database, home: home)
        let before = try ledger(of: database)

        // When Ctrl-C is pressed once the bar shows
        let status = try SessionScripts.importCancelledByCtrlC(path, at: terminal)

        // Then the import stops with a message, the session goes on, and nothing was imported
        #expect(status == 0)
        let after = try ledger(of: database)
        #expect(after.rows == before.rows)
        #expect(after.balance == before.balance)
    }

    @Test func tab_completesTheStatementsPath_andTheFileARedirectionWritesTo() throws {
        // Given a folder with a statement and a folder of reports, and a terminal at an account
        let folder = home + "/tab"
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        let path = try SessionScripts.coffees(rows: 3, in: folder)
        let terminal = try SessionScripts.terminalAtAccount(database: home + "/bank-tab.sqlite", home: home)
        let name = (path as NSString).lastPathComponent

        // When the start of each is typed and Tab pressed, the paths complete in full
        terminal.type("import \(folder)/\(name.prefix(3))\t")
        try terminal.waitForScreen("the statement's path") { screen in
            screen.shownLines.suffix(3).joined().hasSuffix("import \(path)")
        }
        terminal.type("\u{03}")
        try terminal.waitFor("Everyday > ")
        terminal.type("where > \(folder)/rep\t")
        try terminal.waitForScreen("the folder") { screen in
            screen.shownLines.suffix(3).joined().hasSuffix("where > \(folder)/reports/")
        }

        // Then both paths were completed in full (the waits above), and the session goes on
        terminal.type("\u{03}")
        try terminal.waitFor("Everyday > ")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
