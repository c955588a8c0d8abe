import BankDomain
import Foundation
import GRDB
import Testing

@testable import BankData

/// A bank that holds amounts beyond ``MoneyBounds``, as an import of a typo'd statement wrote them
/// before the bound existed: it still opens, shows what it can, and `verify` names the rows.
@Suite("A bank written with amounts beyond the bound")
struct OutOfBoundsBankTests {
    /// The typo of the issue: 999,999,999,999,999.00 in minor units.
    private static let typo: Int64 = 99_999_999_999_999_900
    private static let january = LedgerPeriod(
        utc: Date(timeIntervalSince1970: 1_767_225_600)..<Date(timeIntervalSince1970: 1_769_904_000))

    private let bank: TestBank

    /// Fifty rows of the typo in Rainy day (2) and in Travel (3), written as the version before
    /// the bound wrote them: the rows, their tallies, and the balances moved by them.
    init() throws {
        bank = try TestBank()
        try bank.database.write { db in
            for account: Int64 in [2, 3] {
                let first = (try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM ledgerEntry") ?? 0) + 1
                for day in 0..<50 {
                    try db.execute(
                        sql: """
                            INSERT INTO ledgerEntry (accountId, date, memo, category, amountMinor, type, counterparty)
                            VALUES (?, ?, 'typo', 'other', ?, 'credit', 'typo')
                            """,
                        arguments: [account, 1_767_312_000 + Double(day % 28) * 86_400, Self.typo])
                }
                var counts = LedgerTally.Counts()
                try counts.add(rowsFrom: first, in: db)
                try counts.record(in: db)
                try db.execute(
                    sql: "UPDATE account SET balanceMinor = balanceMinor + ? WHERE id = ?",
                    arguments: [Self.typo * 50, account])
            }
        }
    }

    @Test func verify_namesTheRowsAndTheBalancesBeyondTheBound() async throws {
        let report = try await bank.stores.maintenance.verify()

        #expect(report.outOfBoundsCount == 100)
        #expect(report.outOfBounds.count == BankCheckReport.listedRowLimit)
        #expect(report.outOfBounds.first?.account == "Rainy day")
        #expect(report.outOfBounds.first?.signedMinor == Self.typo)
        guard case .checked(let accounts, _) = report.money else { throw CheckFailed() }
        #expect(accounts.filter { !$0.isWithinBounds }.map(\.name) == ["Rainy day", "Travel"])
        #expect(accounts.allSatisfy { $0.agrees })
        #expect(report.problemCount == 102)
        #expect(!report.isSound)
    }

    @Test func accountsAndPagesStillRead_butSumsAcrossThemSayTheyAreTooLarge() async throws {
        let accounts = try await bank.stores.accounts.allAccounts()

        #expect(accounts.map(\.balanceMinor)[2] == 325_075 + Self.typo * 50)
        #expect(try await bank.stores.transactions.newest(5, matching: TransactionQuery(accountID: 3)).count == 5)
        await #expect(throws: BankError.sumTooLarge) {
            try await bank.stores.summaries.totals(of: [1, 2, 3, 4, 5], in: [Self.january])
        }
        #expect(throws: BankError.sumTooLarge) { try CurrencyTotal.balances(of: accounts) }
    }

    @Test func noMoneyMovesInOrOutOfAnAccountBeyondTheBound() async throws {
        let order = { (source: Account.ID, destination: Account.ID) in
            TransferOrder(sourceID: source, destinationID: destination, amount: 5, memo: "m", date: testNow)
        }

        await #expect(throws: BankError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
            try await bank.stores.transfers.transfer(order(3, 1))
        }
        await #expect(throws: BankError.balanceTooLarge(account: "Travel", maximum: 1_000_000_000)) {
            try await bank.stores.transfers.transfer(order(1, 3))
        }
        #expect(try bank.balanceMinor(of: 1) == 543_250)
    }

    @Test func aTallyThatSQLiteAddedPast64Bits_readsAsTooLarge_neverAsARoundedAmount() async throws {
        // Given a tally that holds floating point, as an overflowing addition leaves it (once the
        // bank in memory has summed its tallies, at the first read of a sum)
        _ = try await bank.stores.summaries.totals(of: [1], in: [Self.january])
        try await bank.database.write { db in
            try db.execute(sql: "UPDATE ledgerDayTally SET amountMinor = 1.0e19 WHERE accountId = 1")
        }

        // Then
        await #expect(throws: BankError.sumTooLarge) {
            try await bank.stores.summaries.totals(of: [1], in: [Self.january])
        }
    }
}

private struct CheckFailed: Error {}
