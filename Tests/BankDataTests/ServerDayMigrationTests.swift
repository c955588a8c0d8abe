import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// Server schema v6 gives a v5 bank's rows their days, as v8 does a bank file's.
@Suite("Server days migration v6")
struct ServerDayMigrationTests {
    @Test @MainActor func aV5Bank_givesStatementRowsTheirDays_openingsTheFirstDay_andStillKnowsItsStatements()
        async throws
    {
        // Given a v5 server bank, in UTC, with an account opened on the 10th, a statement row of
        // the 3rd with the key v5 gave it, and a transfer, its ids drawn as v5's writer drew them
        let server = try TestPostgresServer.shared()
        let (database, url) = try server.freshDatabase()
        try makeV5Bank(in: database, on: server)
        let folder = try temporaryDirectory()
        let statement = folder + "/statement.csv"
        try RowsBeforeDays.statement.write(toFile: statement, atomically: true, encoding: .utf8)

        // When vbank opens it
        let bank = try PostgresBank.open(try PostgresAddress(url), clock: FixedClock(now: testNow), timeZone: utc)

        // Then the statement row is of its day, the opening of the account's first day, which is
        // the account's opening day, and the transfer keeps its moment
        let rows = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1))
        let day = RowsBeforeDays.coffeeDay
        #expect(rows.map(\.memo) == ["Transfer", "Coffee", NewAccount.openingMemo])
        #expect(rows.map(\.day) == [nil, day, day])
        #expect(rows.map(\.category) == [.transfer, .other, .opening])
        #expect(rows[0].date == Date(timeIntervalSince1970: RowsBeforeDays.transferAt))
        let account = try await bank.stores.accounts.account(id: 1)
        #expect(account.openedOn == day && account.ibanIsExample)
        // And the bank checks sound, every tally agreeing with the ledger
        let report = try await bank.stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree == true, "\(report)")
        // And the statement imported again adds nothing
        let again = try await bank.stores.statements.importStatement(at: statement, into: 1, options: .init()) { _ in }
        #expect(again.imported == 0 && again.duplicates == 1)
        // And on the bank it became, money moves by the server's function, with its key, and a
        // balance changed without its ledger is refused, even to the server's superuser
        let savings = try await bank.stores.accountManagement.open(
            NewAccount(name: "Savings", type: .savings, currency: "USD", openingMinor: 0, openedOn: day))
        let order = TransferOrder(sourceID: 1, destinationID: savings.id, amount: 20, memo: "Keep", date: testNow)
        _ = try await bank.stores.transfers.transfer(order)
        #expect(
            try server.psql("SELECT count(*) FROM ledger_entry WHERE request_key = '\(order.key)'", database: database)
                == "2\n")
        #expect(throws: (any Error).self) {
            try server.psql("UPDATE account SET balance_minor = balance_minor + 1 WHERE id = 1", database: database)
        }
        let after = try await bank.stores.maintenance.verify()
        #expect(after.isSound && after.unbalancedTransfers == 0, "\(after)")
    }

    @Test @MainActor func aV5BankInYen_keepsItsAmountsInWholeYen_andEveryBalanceItsLedger() async throws {
        // Given a v5 server bank that kept yen in hundredths: ¥5,000.00 opened and a ¥12.50 tip
        let server = try TestPostgresServer.shared()
        let (database, url) = try server.freshDatabase()
        try migrateToV5(database, on: server)
        try server.psql(
            """
            INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor)
                VALUES (1, 1, 'Tokyo', 'checking', '1', '', 'JPY', 498750);
            INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words)
            VALUES (1, \(RowsBeforeDays.openedAt), \(Int(RowsBeforeDays.openedAt)), 'Opening balance', 'other', 500000,
                    'credit', 'Opening balance', ''),
                (1, \(RowsBeforeDays.transferAt), \(Int(RowsBeforeDays.transferAt)), 'Tip', 'other', 1250, 'debit',
                    'Tip', '');
            """, database: database)

        // When vbank opens it
        let bank = try PostgresBank.open(try PostgresAddress(url), clock: FixedClock(now: testNow), timeZone: utc)

        // Then yen are whole, the tip rounded to ¥13, and the balance is its ledger
        let rows = try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 1))
        #expect(rows.map(\.amountMinor) == [13, 5_000])
        #expect(try await bank.stores.accounts.account(id: 1).balanceMinor == 4_987)
        let report = try await bank.stores.maintenance.verify()
        #expect(report.isSound && report.talliesAgree == true, "\(report)")
    }

    // MARK: - Private

    /// Applies the first five migrations, as a vbank of then did.
    private func migrateToV5(_ database: String, on server: TestPostgresServer) throws {
        try server.psql(PostgresSchema.script(through: 5), database: database)
    }

    /// A v5 bank with the rows of ``RowsBeforeDays``.
    private func makeV5Bank(in database: String, on server: TestPostgresServer) throws {
        try migrateToV5(database, on: server)
        let key = RowsBeforeDays.coffeeKey
        let row = { (date: TimeInterval, memo: String, category: String, amount: Int, type: String, key: String) in
            "(1, \(date), \(Int(date)), '\(memo)', '\(category)', \(amount), '\(type)', '\(memo)', \(key), '')"
        }
        try server.psql(
            """
            INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor)
                VALUES (1, 1, 'Everyday', 'checking', '1', 'DE89370400440532013000', 'USD', 10500);
            INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty,
                import_key, words)
            VALUES \(row(RowsBeforeDays.openedAt, "Opening balance", "other", 10_000, "credit", "NULL")),
                \(row(RowsBeforeDays.coffeeMidnight, "Coffee", "other", 300, "debit", String(key))),
                \(row(RowsBeforeDays.transferAt, "Transfer", "transfer", 800, "credit", "NULL"));
            SELECT setval('account_id_seq', 2, false);
            """, database: database)
    }
}
