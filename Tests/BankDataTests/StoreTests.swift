import BankData
import BankDomain
import Foundation
import GRDB
import Testing

@Suite("SQLite stores")
struct StoreTests {
    private let bank: TestBank

    init() throws {
        bank = try TestBank()
    }

    // MARK: - Accounts

    @Test func account_unknownIdentifier_isAccountNotFound() async {
        await #expect(throws: BankError.accountNotFound(99)) { _ = try await bank.stores.accounts.account(id: 99) }
    }

    // MARK: - Transactions

    @Test func transactions_pageNewestFirstWithTheTotalCount() async throws {
        let query = TransactionQuery(accountID: 1)

        let first = try await bank.stores.transactions.transactions(matching: query, offset: 0, limit: 20)
        let second = try await bank.stores.transactions.transactions(matching: query, offset: 20, limit: 20)

        #expect(first.totalCount == 520)
        #expect(first.transactions.count == 20)
        #expect(first.transactions.allSatisfy { $0.accountID == 1 })
        #expect(zip(first.transactions, first.transactions.dropFirst()).allSatisfy { $0.date >= $1.date })
        #expect((first.transactions.last?.date ?? .distantFuture) >= (second.transactions.first?.date ?? .distantPast))
        #expect(Set(first.transactions.map(\.id)).isDisjoint(with: second.transactions.map(\.id)))
    }

    @Test func transactions_filtersCombine() async throws {
        let from = testNow.addingTimeInterval(-30 * 86_400)
        var query = TransactionQuery(accountID: 1, type: .debit, category: .dining, from: from, until: testNow)

        let page = try await bank.stores.transactions.transactions(matching: query, offset: 0, limit: 500)

        #expect(page.totalCount == page.transactions.count)
        #expect(page.totalCount > 0)
        #expect(page.transactions.allSatisfy { $0.type == .debit && $0.category == .dining && $0.date >= from })
        query.category = .salary
        #expect(try await bank.stores.transactions.transactions(matching: query, offset: 0, limit: 5).totalCount == 0)
    }

    @Test func transactions_textSearchIgnoresCaseAndTakesWildcardsLiterally() async throws {
        let coffee = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1, text: "COFFEE"), offset: 0, limit: 500
        )
        let percent = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 1, text: "%"), offset: 0, limit: 5
        )

        #expect(coffee.totalCount > 0)
        #expect(coffee.transactions.allSatisfy { $0.memo.lowercased().contains("coffee") })
        #expect(percent.totalCount == 0)
    }

    @Test func recentTransactions_spanAccountsNewestFirst() async throws {
        let recent = try await bank.stores.transactions.recentTransactions(limit: 5)

        #expect(recent.count == 5)
        #expect(zip(recent, recent.dropFirst()).allSatisfy { $0.date >= $1.date })
        #expect(try await bank.stores.transactions.transaction(id: recent[0].id) == recent[0])
        await #expect(throws: BankError.transactionNotFound(-1)) {
            _ = try await bank.stores.transactions.transaction(id: -1)
        }
    }

    // MARK: - Transfers

    @Test func transfer_movesBothBalancesAndWritesBothRows() async throws {
        let order = TransferOrder(
            sourceID: 1, destinationID: 2, amount: Decimal(string: "100.25") ?? 0, memo: "Savings", date: testNow)
        let rowsBefore = try bank.ledgerCount()

        let receipt = try await bank.stores.transfers.transfer(order)

        #expect(receipt.source.balance == Decimal(string: "5332.25"))
        #expect(receipt.destination.balance == Decimal(string: "12100.25"))
        #expect(try bank.ledgerCount() == rowsBefore + 2)
        let newest = try await bank.stores.transactions.transactions(
            matching: TransactionQuery(accountID: 2), offset: 0, limit: 1
        ).transactions[0]
        #expect(newest.memo == "Savings" && newest.type == .credit && newest.counterparty == "Everyday")
        #expect(newest.category == .transfer && newest.amount == Decimal(string: "100.25"))
    }

    @Test func transfer_fromCreditAccount_mayGoDownToTheLimit() async throws {
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

    @Test(arguments: [
        (TransferOrder(sourceID: 1, destinationID: 1, amount: 1, memo: "", date: testNow), BankError.sameAccount),
        (TransferOrder(sourceID: 1, destinationID: 2, amount: 0, memo: "", date: testNow), .invalidAmount),
        (
            TransferOrder(
                sourceID: 1, destinationID: 2, amount: Decimal(string: "0.001") ?? 0, memo: "", date: testNow),
            .invalidAmount
        ),
        (
            TransferOrder(sourceID: 1, destinationID: 2, amount: 10_000, memo: "", date: testNow),
            .insufficientFunds(available: Decimal(string: "5432.50") ?? 0, currency: "USD")
        ),
        (TransferOrder(sourceID: 1, destinationID: 42, amount: 1, memo: "", date: testNow), .accountNotFound(42)),
    ])
    func transfer_refused_changesNothing(order: TransferOrder, error: BankError) async throws {
        let totalBefore = try bank.totalMinor()
        let rowsBefore = try bank.ledgerCount()

        await #expect(throws: error) { _ = try await bank.stores.transfers.transfer(order) }

        #expect(try bank.totalMinor() == totalBefore)
        #expect(try bank.ledgerCount() == rowsBefore)
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
            guard case .storageFailure(let reason) = error as? BankError else { return false }
            return reason.contains("disk full")
        }

        // Then nothing changed
        #expect(try await bank.stores.accounts.allAccounts() == before)
        #expect(try bank.ledgerCount() == rowsBefore)
    }

    // MARK: - Cards

    @Test func cards_freezeUnfreezeAndLimitRoundTrip() async throws {
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

    @Test func settings_startAsDefaultsAndRoundTrip() async throws {
        #expect(try await bank.stores.settings.settings() == .defaults)

        let changed = UserSettings(pageSize: 10, showsBalances: false, usesColour: false)
        try await bank.stores.settings.save(changed)

        #expect(try await bank.stores.settings.settings() == changed)
    }
}
