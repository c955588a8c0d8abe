import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

/// Migration v5 records each account's opening balance, so that from then on every balance can be
/// held against its ledger.
@Suite("Opening balances migration v5")
struct OpeningBalancesMigrationTests {
    private let path: String

    init() throws {
        path = try temporaryDirectory() + "/bank.sqlite"
    }

    /// A bank at v4 whose Everyday account holds $1,000.00 and whose ledger adds up to $2,495.50.
    private func bankAtV4() throws {
        let old = try DatabaseQueue(path: path)
        try BankMigrations.migrator.migrate(old, upTo: "v4: tallies by day, hour and quarter of an hour")
        try old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (1, 1, 'Everyday', 'checking', '1234567890', 'DE1', 'USD', 100000);
                    INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty)
                    VALUES (1, 1767225600, 'Coffee', 'dining', 450, 'debit', 'Cafe'),
                           (1, 1767312000, 'Salary', 'salary', 250000, 'credit', 'Acme');
                    """)
        }
        try old.close()
    }

    @Test func anOlderBank_checkedAsItIs_saysItIsOlder_andCannotHoldBalancesAgainstTheLedger() async throws {
        // Given
        try bankAtV4()

        // When the command line checks it as it is
        let report = try await SQLiteBank.maintenanceStores(path: path, clock: FixedClock(now: testNow))
            .maintenance.verify()

        // Then
        #expect(report.version == .older(4, current: 13))
        #expect(report.money == .notRecorded)
    }

    @Test func openingAnOlderBank_recordsItsOpeningBalances_soEveryBalanceIsItsLedger() async throws {
        // Given
        try bankAtV4()

        // When vbank opens it, and money moves afterwards
        let stores = SQLiteBank.stores(for: try SQLiteBank.open(path: path, clock: FixedClock(now: testNow)))
        try await stores.imports.append(
            [
                NewTransaction(
                    date: testNow, memo: "Rent", category: .rent, amountMinor: 50_000, type: .debit,
                    counterparty: "Landlord")
            ],
            to: 1)

        // Then the opening balance is what the balance was before the ledger, and the check holds
        let opening = try await DatabaseQueue(path: path).read { db in
            try Int64.fetchOne(db, sql: "SELECT openingBalanceMinor FROM account WHERE id = 1")
        }
        #expect(opening == 100_000 - (250_000 - 450))
        let report = try await stores.maintenance.verify()
        #expect(report.version == .current(13))
        #expect(
            report.money
                == .checked(
                    accounts: [
                        .init(
                            name: "Everyday", number: "1234567890", currency: "USD", balanceMinor: 50_000,
                            ledgerMinor: 50_000)
                    ],
                    transactions: 3))
    }
}
