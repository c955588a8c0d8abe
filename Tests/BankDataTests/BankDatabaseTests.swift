import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

@Suite("Bank database")
struct BankDatabaseTests {
    @Test func open_emptyFile_migratesUsesWALAndSeedsDemoData() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"

        let database = try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)).writer

        let mode = try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        let tables = try database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        #expect(mode == "wal")
        #expect(
            tables == [
                "account", "bank", "card", "category", "categoryRule", "grdb_migrations", "ledgerCalendarDayTally",
                "ledgerCorrection",
                "ledgerDayTally",
                "ledgerEntry",
                "ledgerHourTally", "ledgerNote",
                "ledgerQuarterHourTally", "ledgerSearch", "ledgerSearchState", "ledgerSearch_config",
                "ledgerSearch_data", "ledgerSearch_idx", "ledgerTally", "reconciliation", "settings", "statementImport",
            ])
    }

    @Test func open_seedsDemoData_intoALedgerWhosePagesUseItsIndex() throws {
        // Given a fresh in-memory bank, whose demo ledger was loaded in chunks
        let database = try SQLiteBank.open(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow)).writer

        // When its indexes and the plan of the page query are read
        let indexes = try database.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'ledgerEntry' ORDER BY name")
        }
        let plan = try database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT id FROM ledgerEntry WHERE accountId = 1 ORDER BY sortKey DESC"
            ).map { row -> String in row["detail"] }.joined()
        }

        // Then the paging indexes, the import keys' and the request keys' are there, and the query uses one
        #expect(
            indexes == [
                "ledgerEntry_account_group", "ledgerEntry_account_sortKey", "ledgerEntry_import",
                "ledgerEntry_importId", "ledgerEntry_request",
            ])
        #expect(plan.contains("ledgerEntry_account_sortKey"))
    }

    @Test func open_again_keepsTheDataAndDoesNotSeedTwice() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let first = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        _ = try await first.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 10, memo: "kept", date: testNow)
        )

        let later = FixedClock(now: testNow.addingTimeInterval(86_400))
        let second = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: later))

        #expect(try await second.accounts.allAccounts().count == 5)
        #expect(try await second.accounts.account(id: 1).balance == Decimal(string: "5422.50"))
    }

    @Test func open_notADatabase_failsWithoutOverwritingTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/notes.txt"
        try "these are my notes, not a database".write(toFile: path, atomically: true, encoding: .utf8)

        #expect(throws: BankError.storage(StorageFault(.notABank, during: .opening, file: path))) {
            try SQLiteBank.open(path: path, clock: FixedClock(now: testNow))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "these are my notes, not a database")
    }

    @Test func defaultPath_followsXDGDataHomeThenHome() {
        #expect(SQLiteBank.defaultPath(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/vbank/bank.sqlite")
        #expect(SQLiteBank.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/share/vbank/bank.sqlite")
        #expect(SQLiteBank.defaultPath(environment: [:]) == nil)
    }
}
