import BankData
import BankDomain
import BankTesting
import Foundation
import GRDB
import Testing

/// The stores' contract on every backend: accounts, transfers, cards and settings.
@Suite("Store contract")
struct StoreTests {

    // MARK: - Accounts

    @Test(arguments: StoreBackend.allCases)
    func account_unknownIdentifier_isAccountNotFound(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        await #expect(throws: BankError.accountNotFound(99)) { _ = try await bank.stores.accounts.account(id: 99) }
    }

    // MARK: - Transactions

    @Test(arguments: StoreBackend.allCases)
    func recentTransactions_spanAccountsNewestFirst(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let recent = try await bank.stores.transactions.recentTransactions(limit: 5)

        #expect(recent.count == 5)
        #expect(zip(recent, recent.dropFirst()).allSatisfy { $0.date >= $1.date })
        #expect(try await bank.stores.transactions.transaction(id: recent[0].id) == recent[0])
        await #expect(throws: BankError.transactionNotFound(-1)) {
            _ = try await bank.stores.transactions.transaction(id: -1)
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func authoredTransaction_isTheTransaction_writtenByWhoeverOpenedTheBank(backend: StoreBackend) async throws {
        // Given a new demo bank, written by the login that opened it (on a file: its one person)
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let newest = try await bank.stores.transactions.recentTransactions(limit: 1)[0]

        // When the newest is read with its author, and one that is not there
        let authored = try await bank.stores.transactions.authoredTransaction(id: newest.id)

        // Then it is the same transaction, written by you
        #expect(authored == AuthoredTransaction(newest, by: .you))
        await #expect(throws: BankError.transactionNotFound(-1)) {
            _ = try await bank.stores.transactions.authoredTransaction(id: -1)
        }
    }

    // MARK: - Transfers

    @Test(arguments: StoreBackend.allCases)
    func transfer_movesBothBalancesAndWritesBothRows(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let order = TransferOrder(
            sourceID: 1, destinationID: 2, amount: Decimal(string: "100.25") ?? 0, memo: "Savings", date: testNow)
        let rowsBefore = try await bank.ledgerCount()

        let receipt = try await bank.stores.transfers.transfer(order)

        #expect(receipt.source.balance == Decimal(string: "5332.25"))
        #expect(receipt.destination.balance == Decimal(string: "12100.25"))
        #expect(try await bank.ledgerCount() == rowsBefore + 2)
        let newest = try #require(
            try await bank.stores.transactions.newest(1, matching: TransactionQuery(accountID: 2)).first)
        #expect(newest.memo == "Savings" && newest.type == .credit && newest.counterparty == "Everyday")
        #expect(newest.category == .transfer && newest.amountMinor == 10_025)
    }

    @Test(arguments: StoreBackend.allCases)
    func transfer_fromCreditAccount_mayGoDownToTheLimit(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let limitLeft = Decimal(string: "3759.70") ?? 0

        let receipt = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 4, destinationID: 1, amount: limitLeft, memo: "Cash", date: testNow)
        )

        #expect(receipt.source.balance == -5_000)
        await #expect(throws: BankError.creditLimitExceeded(available: 0, currency: "USD")) {
            _ = try await bank.stores.transfers.transfer(
                TransferOrder(sourceID: 4, destinationID: 1, amount: 1, memo: "More", date: testNow)
            )
        }
    }

    @Test(
        arguments: StoreBackend.allCases,
        [
            (TransferOrder(sourceID: 1, destinationID: 1, amount: 1, memo: "", date: testNow), BankError.sameAccount),
            (TransferOrder(sourceID: 1, destinationID: 2, amount: 0, memo: "", date: testNow), .invalidAmount),
            (
                TransferOrder(
                    sourceID: 1, destinationID: 2, amount: Decimal(string: "0.001") ?? 0, memo: "", date: testNow),
                .tooPrecise(currency: "USD", digits: 2)
            ),
            (
                TransferOrder(sourceID: 1, destinationID: 2, amount: 10_000, memo: "", date: testNow),
                .insufficientFunds(available: Decimal(string: "5432.50") ?? 0, currency: "USD")
            ),
            (TransferOrder(sourceID: 1, destinationID: 42, amount: 1, memo: "", date: testNow), .accountNotFound(42)),
        ])
    func transfer_refused_changesNothing(backend: StoreBackend, refusal: (TransferOrder, BankError)) async throws {
        let (order, error) = refusal
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let totalBefore = try await bank.totalMinor()
        let rowsBefore = try await bank.ledgerCount()

        await #expect(throws: error) { _ = try await bank.stores.transfers.transfer(order) }

        #expect(try await bank.totalMinor() == totalBefore)
        #expect(try await bank.ledgerCount() == rowsBefore)
    }

    // MARK: - Cards

    @Test(arguments: StoreBackend.allCases)
    func cards_freezeUnfreezeAndLimitRoundTrip(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let frozen = try await bank.stores.cards.setStatus(.frozen, ofCard: 1)
        let limited = try await bank.stores.cards.setMonthlyLimit(750, ofCard: 1)

        #expect(frozen.status == .frozen)
        #expect(limited.monthlyLimit == 750 && limited.status == .frozen)
        #expect(try await bank.stores.cards.allCards()[0] == limited)
        await #expect(throws: BankError.cardAlreadyInStatus(.frozen)) {
            _ = try await bank.stores.cards.setStatus(.frozen, ofCard: 1)
        }
        await #expect(throws: BankError.cardNotFound(7)) {
            _ = try await bank.stores.cards.setStatus(.active, ofCard: 7)
        }
        await #expect(throws: BankError.invalidAmount) { _ = try await bank.stores.cards.setMonthlyLimit(0, ofCard: 1) }
    }

    // MARK: - Settings

    @Test(arguments: StoreBackend.allCases)
    func settings_startAsDefaultsAndRoundTrip(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        #expect(try await bank.stores.settings.settings() == .defaults)

        let changed = UserSettings(pageSize: 10, showsBalances: false, usesColour: false)
        try await bank.stores.settings.save(changed)

        #expect(try await bank.stores.settings.settings() == changed)
    }
}

/// What only SQLite can be made to do: a schema changed behind vbank's back.
@Suite("SQLite stores")
struct SQLiteStoreTests {
    private let bank: TestBank

    init() throws {
        bank = try TestBank()
    }

    @Test func transfer_betweenCurrencies_isRefused() async throws {
        try await bank.database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor)
                    VALUES (9, 9, 'Euro', 'checking', '1', 'DE1', 'EUR', 1000)
                    """)
        }

        await #expect(throws: BankError.currencyMismatch(source: "USD", destination: "EUR")) {
            _ = try await bank.stores.transfers.transfer(
                TransferOrder(sourceID: 1, destinationID: 9, amount: 1, memo: "", date: testNow)
            )
        }
    }

    @Test func transfer_whenTheSecondWriteFails_leavesBothBalancesUnchanged() async throws {
        // Given a database that refuses the credit row, the second ledger write of a transfer
        try await bank.database.write { db in
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER refuseCredit BEFORE INSERT ON ledgerEntry WHEN NEW.type = 'credit'
                    BEGIN SELECT RAISE(ABORT, 'disk full'); END
                    """)
        }
        let before = try await bank.stores.accounts.allAccounts()
        let rowsBefore = try bank.ledgerCount()

        // When a transfer is attempted
        await #expect {
            _ = try await bank.stores.transfers.transfer(
                TransferOrder(sourceID: 1, destinationID: 2, amount: 50, memo: "", date: testNow)
            )
        } throws: { error in
            error as? BankError == .storage(StorageFault(.unexpected, during: .transfer))
        }

        // Then nothing changed
        #expect(try await bank.stores.accounts.allAccounts() == before)
        #expect(try bank.ledgerCount() == rowsBefore)
    }
}
