import BankData
import BankDomain
import Foundation
import GRDB
import Testing

@Suite("Store read cache")
struct ReadCacheTests {
    @Test func inMemoryReads_afterAWriteThroughAnyStore_seeTheWrite() async throws {
        // Given accounts and a page that were read, and so kept
        let bank = try TestBank()
        let before = try await bank.stores.accounts.allAccounts()
        let pageBefore = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1), offset: 0, limit: 5)

        // When another store writes
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 10, memo: "Rent share", date: testNow))

        // Then the next reads show the new balances and the new ledger rows
        let after = try await bank.stores.accounts.allAccounts()
        let pageAfter = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1), offset: 0, limit: 5)
        #expect(after[0].balanceMinor == before[0].balanceMinor - 1_000)
        #expect(pageAfter.totalCount == pageBefore.totalCount + 1)
        #expect(pageAfter.transactions.first?.memo == "Rent share")
    }

    @Test func inMemoryReads_areKept_untilAStoreWrites() async throws {
        // Given accounts that were read, and a change made behind the stores' back
        let bank = try TestBank()
        let before = try await bank.stores.accounts.allAccounts()
        try await bank.database.write { db in try db.execute(sql: "UPDATE account SET name = 'Renamed' WHERE id = 1") }

        // When they are read again, and again after a store writes
        let kept = try await bank.stores.accounts.allAccounts()
        try await bank.stores.settings.save(.defaults)
        let fresh = try await bank.stores.accounts.allAccounts()

        // Then the kept read answers until the store's write, and the database after it
        #expect(kept == before)
        #expect(fresh.first?.name == "Renamed")
    }

    @Test func inMemoryReads_afterAFailedWrite_stillAnswerCorrectly() async throws {
        // Given a card that was read, and a write that fails
        let bank = try TestBank()
        let cards = try await bank.stores.cards.allCards()
        let active = try #require(cards.first { $0.status == .active })
        await #expect(throws: BankError.cardAlreadyInStatus(.active)) {
            _ = try await bank.stores.cards.setStatus(.active, ofCard: active.id)
        }

        // When the cards are read again, Then they are unchanged
        #expect(try await bank.stores.cards.allCards() == cards)
    }

    @Test func inMemoryReads_manyMoreThanTheCacheHolds_eachGetTheirOwnAnswer() async throws {
        // Given more distinct pages than the cache keeps
        let bank = try TestBank()
        let query = TransactionQuery(accountID: 1)

        // When every one-row page of the account is read twice
        for offset in 0..<300 {
            let first = try await bank.stores.transactions.transactions(matching: query, offset: offset, limit: 1)
            let again = try await bank.stores.transactions.transactions(matching: query, offset: offset, limit: 1)

            // Then both reads agree, and neighbouring pages differ
            #expect(first == again)
            if offset > 0 {
                let previous = try await bank.stores.transactions.transactions(
                    matching: query, offset: offset - 1, limit: 1)
                #expect(previous.transactions.first?.id != first.transactions.first?.id)
            }
        }
    }

    @Test func fileReads_afterAnotherConnectionWrites_seeTheWrite() async throws {
        // Given two connections to one database file, as two vbank processes would have
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bank.sqlite"
        let mine = BankDatabase.stores(for: try BankDatabase.open(path: path, clock: FixedClock(now: testNow)))
        let theirs = BankDatabase.stores(for: try BankDatabase.open(path: path, clock: FixedClock(now: testNow)))
        let before = try await mine.accounts.account(id: 1)

        // When the other connection moves money
        _ = try await theirs.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 25, memo: "Elsewhere", date: testNow))

        // Then this connection's next read shows it
        #expect(try await mine.accounts.account(id: 1).balanceMinor == before.balanceMinor - 2_500)
    }
}
