import BankDomain
import BankTesting
import Foundation
import GRDB
import Testing

@testable import BankData
@testable import BankPostgres

/// `verify` holds each transfer's two rows against each other, by their key, on both backends; on
/// a server the whole check is one call of the bank's `vbank_verify`.
@Suite("Transfers' two rows, checked")
struct TransferPairCheckTests {
    /// A bank's amounts beyond the bound, as a typo'd statement wrote them before the bound.
    private static let typo: Int64 = 99_999_999_999_999_900

    @Test func onABankFile_aTransferMissingItsCredit_isFound() async throws {
        // Given a transfer, and then its credit taken away with the balance it made, at sqlite3
        let bank = try TestBank()
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Pair", date: testNow)
        _ = try await bank.stores.transfers.transfer(order)
        #expect(try await bank.stores.maintenance.verify().unbalancedTransfers == 0)
        try await bank.database.write { db in
            try db.execute(
                sql: "DELETE FROM ledgerEntry WHERE requestKey = ? AND type = 'credit'", arguments: [order.key.text])
            try db.execute(sql: "UPDATE account SET balanceMinor = balanceMinor - 700 WHERE id = 2")
        }

        // When the bank is checked
        let report = try await bank.stores.maintenance.verify()

        // Then the balances agree with the ledger, but the transfer is one row short
        #expect(report.unbalancedTransfers == 1)
        guard case .checked(let accounts, _) = report.money else {
            Issue.record("the money was not checked: \(report.money)")
            return
        }
        #expect(accounts.allSatisfy { $0.agrees })
        #expect(!report.isSound)
    }

    @Test @MainActor func onAServer_oneCall_findsTheTransfer_theTallies_andTheRowsBeyondTheBound() async throws {
        // Given a server bank where its owner made a transfer, and a sound check of it
        let people = try PeopleAtPsql()
        let owner = try ContractBank(
            .postgres, now: testNow, timeZone: utc, sharing: people.server.url(of: people.database, user: people.owner))
        let order = TransferOrder(sourceID: 1, destinationID: 2, amount: 7, memo: "Pair", date: testNow)
        _ = try await owner.stores.transfers.transfer(order)
        let sound = try await owner.stores.maintenance.verify()
        #expect(sound.isSound && sound.unbalancedTransfers == 0 && sound.talliesAgree == true, "\(sound)")

        // When the superuser takes the credit away with its balance, and writes a typo'd row of a
        // day with its balance, behind vbank's back
        try people.server.psql(
            """
            DELETE FROM ledger_entry WHERE request_key = '\(order.key)' AND type = 'credit';
            UPDATE account SET balance_minor = balance_minor - 700 WHERE id = 2;
            INSERT INTO ledger_entry (account_id, date, second, memo, category, amount_minor, type, counterparty, words, day)
            VALUES (3, 1767268800, 1767268800, 'typo', 'other', \(Self.typo), 'credit', '', '', 20454);
            UPDATE account SET balance_minor = balance_minor + \(Self.typo) WHERE id = 3;
            """, database: people.database)
        let before = owner.roundTrips()
        let report = try await owner.stores.maintenance.verify()

        // Then one check, one round trip, names each: the transfer, the tallies vbank did not keep, and the row
        #expect(owner.roundTrips() - before == 1)
        #expect(report.unbalancedTransfers == 1)
        #expect(report.talliesAgree == false)
        #expect(report.outOfBoundsCount == 1)
        #expect(report.outOfBounds.map(\.signedMinor) == [Self.typo])
        #expect(report.outOfBounds.first?.when == .day(CalendarDay(daysSince1970: 20_454)))
        guard case .checked(let accounts, _) = report.money else {
            Issue.record("the money was not checked: \(report.money)")
            return
        }
        #expect(accounts.allSatisfy { $0.agrees })
        #expect(accounts.filter { !$0.isWithinBounds }.count == 1)
        #expect(report.problemCount == 4, "\(report)")
    }

    @Test @MainActor func theOwnersCheck_readsBothSidesOfATransfer_evenWhereTheyMaySeeOnlyOne() async throws {
        // Given a person with a share to move money on the owner's account 1 and an account of
        // their own, who moved money from account 1 into it: the owner sees the debit only
        let people = try PeopleAtPsql()
        let keeper = try people.admittedPerson()
        try people.server.psql(
            "INSERT INTO account_share (account_id, person, level) VALUES (1, '\(keeper.login)', 'transfer')",
            database: people.database, user: people.owner)
        let own = try await keeper.bank.stores.accountManagement.open(
            NewAccount(
                name: "Own", type: .checking, currency: "USD", openingMinor: 0,
                openedOn: CalendarDay(daysSince1970: Int(testNow.timeIntervalSince1970 / 86_400) - 1)))
        keeper.bank.commandWillRun()
        _ = try await keeper.bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: own.id, amount: 3, memo: "Mine", date: testNow))

        // When the owner and the person each check the bank
        let owner = try ContractBank(
            .postgres, now: testNow, timeZone: utc, sharing: people.server.url(of: people.database, user: people.owner))
        let byOwner = try await owner.stores.maintenance.verify()
        let byKeeper = try await keeper.bank.stores.maintenance.verify()

        // Then both find the transfer whole, and the bank sound
        #expect(byOwner.unbalancedTransfers == 0 && byOwner.isSound, "\(byOwner)")
        #expect(byKeeper.unbalancedTransfers == 0 && byKeeper.isSound, "\(byKeeper)")
    }
}
