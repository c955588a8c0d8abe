import BankDomain
import BankTesting
import Foundation
import Testing

@testable import BankData
@testable import BankPostgres

/// Money spent or received carries the key it was confirmed with, kept on its row on both backends
/// (on a server through the bank's `vbank_record`, schema v18): the same key again answers with the
/// row first written and records nothing, and a call whose answer was lost is sent again safely.
@Suite("Records with their keys")
struct RecordKeyTests {
    private static let day = CalendarDay(daysSince1970: Int(testNow.timeIntervalSince1970 / 86_400) - 1)

    private static func spend(_ minor: Int64, from account: Account.ID = 1, key: RequestKey = .random())
        -> RecordOrder
    {
        RecordOrder(
            accountID: account, type: .debit, amountMinor: minor, payee: "Corner shop", category: .groceries,
            day: day, memo: "Milk", key: key)
    }

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aRecordSentTwiceWithItsKey_isWrittenOnce_andAnswersWithTheFirstRow(backend: StoreBackend)
        async throws
    {
        // Given a bank and money spent with a key
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let balance = try await bank.balanceMinor(of: 1)
        let rows = try await bank.ledgerCount()
        let order = Self.spend(250)

        // When it is sent, then sent again with the same key
        let first = try await bank.stores.records.record(order)
        let again = try await bank.stores.records.record(order)

        // Then one row was written, the money moved once, and both answers name that row
        #expect(try await bank.ledgerCount() == rows + 1)
        #expect(try await bank.balanceMinor(of: 1) == balance - 250)
        #expect(again.transaction.id == first.transaction.id)
        #expect(
            try await bank.stores.transactions.authoredTransaction(id: first.transaction.id).requestKey == order.key)
        #expect(try await bank.stores.maintenance.verify().isSound)
    }

    @Test(arguments: StoreBackend.allCases)
    @MainActor func aKeyGivenToAnotherRecordOrATransfer_isRefused_andMovesNothing(backend: StoreBackend) async throws {
        // Given money spent with a key
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let order = Self.spend(250)
        _ = try await bank.stores.records.record(order)
        let total = try await bank.totalMinor()

        // When another record and a transfer come with the same key
        let other = Self.spend(900, key: order.key)
        let transfer = TransferOrder(
            sourceID: 1, destinationID: 2, amount: 1, memo: "Same key", date: testNow, key: order.key)

        // Then both are refused as a key given before, and no money moved
        await #expect(throws: BankError.requestKeyReused(order.key)) { try await bank.stores.records.record(other) }
        await #expect(throws: BankError.requestKeyReused(order.key)) {
            try await bank.stores.transfers.transfer(transfer)
        }
        #expect(try await bank.totalMinor() == total)
    }

    @Test(arguments: ["answer", "call"])
    @MainActor func aRecordWhoseCallOrAnswerIsLost_isSentAgain_andWrittenOnce(lost: String) async throws {
        // Given a server bank behind a proxy that loses the record's call or its answer
        let bank = try BankBehindProxy()
        bank.proxy.arm(
            lost == "answer"
                ? .dropAnswer(toMessageContaining: "vbank_record") : .dropMessage(containing: "vbank_record"))
        let order = Self.spend(375)

        // When it is recorded
        let receipt = try await bank.session.stores.records.record(order)

        // Then the row went in once, and the receipt says so
        #expect(bank.proxy.faultsSprung == 1)
        #expect(try bank.count("ledger_entry WHERE request_key = '\(order.key)'") == 1)
        #expect(receipt.transaction.amountMinor == 375)
    }

    @Test @MainActor func atPsql_theRecordFunction_holdsEachPersonToTheirShareAndTheRules() async throws {
        // Given a bank whose owner is not a superuser, and people with each kind of share
        let people = try PeopleAtPsql()
        let total = try people.totalMinor()
        func spend(_ minor: Int64, as person: String, category: String = "groceries") -> String {
            let day = Int(testNow.timeIntervalSince1970 / 86_400) - 1
            return people.run(
                """
                SELECT vbank_record('\(RequestKey.random())', 1, 'debit', \(minor), \(day), \(day) * 86400.0 + 43200,
                    'psql', '\(category)', 'psql', 'psql', 'psql', '')
                """, as: person)
        }
        // (each with the category groceries, as vbank gives a person the built-in ones)
        _ = try people.server.psql(
            "INSERT INTO category (owner, name, kind, position) SELECT p, 'groceries', 'spending', 1 FROM "
                + "unnest(ARRAY['\(people.mover)', '\(people.viewer)', '\(people.unshared)']) AS p",
            database: people.database)

        // When each spends from the owner's account 1 at psql, the mover beyond its funds and in a
        // category the bank writes too
        let viewer = spend(100, as: people.viewer)
        let unshared = spend(100, as: people.unshared)
        let outsider = spend(100, as: people.outsider)
        let beyond = spend(99_999_999_999, as: people.mover)
        let bankWritten = spend(100, as: people.mover, category: "transfer")
        let allowed = spend(100, as: people.mover)

        // Then only the mover's spend within the rules was recorded
        #expect(viewer.contains("to view only"), "\(viewer)")
        #expect(unshared.contains("there is no account 1"), "\(unshared)")
        #expect(outsider.contains("permission denied"), "\(outsider)")
        #expect(beyond.contains("minor units available"), "\(beyond)")
        #expect(bankWritten.contains("is not one"), "\(bankWritten)")
        #expect(!allowed.contains("ERROR"), "\(allowed)")
        #expect(try people.totalMinor() == total - 100)
        #expect(try people.balancesMatchTheirLedgers())
    }
}
