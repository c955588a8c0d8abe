import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

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
        let stores = BankDatabase.stores(for: try BankDatabase.open(path: path, clock: FixedClock(now: testNow)))

        // Then the old rows are listed newest first, counted, and found by the start of a word
        let page = try await stores.transactions.newest(5, matching: TransactionQuery(accountID: 1))
        #expect(page.map(\.memo) == ["Salary", "Café Zürich"])
        #expect(try await stores.transactions.count(matching: TransactionQuery(accountID: 1), upTo: 1) == .exactly(2))
        let found = try await stores.transactions.newest(5, matching: TransactionQuery(accountID: 1, text: "zur"))
        #expect(found.map(\.memo) == ["Café Zürich"])
    }
}
