import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData
@testable import BankStorage

/// A bank file from before sort keys, tallies and the search index is brought up to date when it
/// is opened, and keeps every row.
@Suite("Ledger migration v3")
struct LedgerMigrationTests {
    @Test func aFileOfSchemaV2_isMigrated_andItsOldRowsArePagedCountedAndSearched() async throws {
        // Given a file at schema v2 with two accounts and three ledger rows
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let old = try DatabaseQueue(path: path)
        try BankMigrations.migrator.migrate(old, upTo: "v2: import keys")
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (1, 1, 'Everyday', 'checking', '1', 'DE1', 'USD', 100000),
                           (2, 2, 'Savings', 'savings', '2', 'DE2', 'USD', 0);
                    INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty)
                    VALUES (1, 1767225600, 'Café Zürich', 'dining', 450, 'debit', 'Café Zürich'),
                           (1, 1767312000, 'Salary', 'salary', 250000, 'credit', 'Acme'),
                           (2, 1767398400, 'Interest', 'other', 12, 'credit', 'Bank');
                    """)
        }
        try old.close()

        // When vbank opens it
        let stores = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))

        // Then the old rows are listed newest first, counted, and found by the start of a word
        let page = try await stores.transactions.newest(5, matching: TransactionQuery(accountID: 1))
        #expect(page.map(\.memo) == ["Salary", "Café Zürich"])
        #expect(try await stores.transactions.count(matching: TransactionQuery(accountID: 1), upTo: 1) == .exactly(2))
        let found = try await stores.transactions.newest(5, matching: TransactionQuery(accountID: 1, text: "zur"))
        #expect(found.map(\.memo) == ["Café Zürich"])
    }

    @Test @MainActor func aStatementImportedAtSchemaV2_importedAgainAfterTheMigration_addsNothing() async throws {
        // Given a file at schema v2 holding a statement's rows with the keys v2 gave them
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let statement = directory + "/statement.csv"
        try "date,memo,amount\n2026-01-03,Coffee,-3.00\n2026-01-03,Coffee,-3.00\n2026-01-09,Refund,12.50\n"
            .write(toFile: statement, atomically: true, encoding: .utf8)
        let old = try DatabaseQueue(path: path)
        try BankMigrations.migrator.migrate(old, upTo: "v2: import keys")
        let rows = try rowsWithSchemaV2Keys(of: statement)
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (1, 1, 'Everyday', 'checking', '1', 'DE1', 'USD', 0)
                    """)
            for (transaction, key) in rows {
                try db.execute(
                    sql: """
                        INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty, importKey)
                        VALUES (1, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        transaction.date.timeIntervalSince1970, transaction.memo, transaction.category.rawValue,
                        transaction.amountMinor, transaction.type.rawValue, transaction.counterparty, key,
                    ])
            }
        }
        try old.close()

        // When vbank opens it and the statement is imported again
        let stores = SQLiteBank.stores(
            for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)), timeZone: utc)
        let result = try await stores.statements.importStatement(at: statement, into: 1, options: .init()) { _ in }

        // Then every row is recognised
        #expect(rows.count == 3)
        #expect(result.imported == 0 && result.duplicates == 3)
    }

    /// The statement's rows as the import reads them, each with the key schema v2 gave it: the
    /// hash of the row, whole.
    private func rowsWithSchemaV2Keys(of path: String) throws -> [(NewTransaction, Int64)] {
        let reader = try StatementReader(
            input: StatementInput(path: path, encoding: nil), separator: nil,
            required: StatementRowParser.requiredColumns, shouldStop: { false })
        let parser = try StatementRowParser(header: reader.header, currency: "USD", options: .init())
        var run = StatementImportRun(parser: parser, accountID: 1, isStrict: true)
        _ = try run.readBatch(from: reader, size: 100, shouldStop: { false })
        var seen: [UInt64: UInt32] = [:]
        return run.batch.map { row in
            let content = StatementImportKey.contentHash(of: row.transaction)
            let occurrence = seen[content, default: 0]
            seen[content] = occurrence + 1
            return (row.transaction, Int64(bitPattern: StatementImportKey.rowHash(content, occurrence: occurrence)))
        }
    }
}
