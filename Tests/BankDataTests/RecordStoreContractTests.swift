import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// Money spent and received, recorded on every backend from one code.
@Suite("Record store contract")
struct RecordStoreContractTests {
    private func order(
        _ type: TransactionType, _ minor: Int64, account: Account.ID = 1, category: TransactionCategory = .dining,
        day: CalendarDay = testToday
    ) -> RecordOrder {
        RecordOrder(
            accountID: account, type: type, amountMinor: minor, payee: "Coffee Corner", category: category, day: day,
            memo: "Flat white")
    }

    private func balances(in bank: ContractBank) async throws -> [Account.ID: Int64] {
        let accounts = try await bank.stores.accounts.allAccounts(includingClosed: true)
        return Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.balanceMinor) })
    }

    // MARK: - Recording

    @Test(arguments: StoreBackend.allCases)
    func aSpendAndAReceipt_moveTheBalance_andAreRowsOfTheirDay(backend: StoreBackend) async throws {
        // Given the demo bank's Everyday account
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let before = try await bank.stores.accounts.account(id: 1)

        // When $4.50 spent yesterday and $2,500.00 received today are recorded
        let spent = try await bank.stores.records.record(order(.debit, 450, day: testToday.previous))
        let received = try await bank.stores.records.record(order(.credit, 250_000, category: .salary))

        // Then the balance moved by both, each row is kept as recorded, on its day, and read back
        #expect(received.account.balanceMinor == before.balanceMinor - 450 + 250_000)
        #expect(spent.transaction.day == testToday.previous && spent.transaction.signedMinorUnits == -450)
        #expect(spent.transaction.counterparty == "Coffee Corner" && spent.transaction.memo == "Flat white")
        #expect(received.transaction.category == .salary && received.transaction.type == .credit)
        #expect(try await bank.stores.transactions.transaction(id: spent.transaction.id) == spent.transaction)
        #expect(try bank.ledger(of: 1).contains(received.transaction))
        #expect(try await bank.stores.maintenance.verify().isSound)
    }

    @Test(arguments: StoreBackend.allCases)
    func whatTheRulesRefuse_writesNothing(backend: StoreBackend) async throws {
        // Given the demo bank, and an account opened today with $10.00
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await bank.stores.accountManagement.open(
            NewAccount(name: "Jar", type: .savings, currency: "USD", openingMinor: 1_000, openedOn: testToday))
        let before = try await balances(in: bank)
        let rows = try await bank.ledgerCount()

        // When orders the rules refuse are recorded
        let refusals: [(RecordOrder, BankError)] = [
            (order(.debit, 100, category: .transfer), .notRecordable(.transfer)),
            (order(.credit, 100, category: .opening), .notRecordable(.opening)),
            (order(.debit, 0), .invalidAmount),
            (
                order(.debit, 100, day: CalendarDay(year: 2099, month: 12, day: 31)),
                .dayNotYetBegun(CalendarDay(year: 2099, month: 12, day: 31))
            ),
            (
                order(.debit, 100, account: jar.id, day: testToday.previous),
                .dayBeforeOpening(testToday.previous, account: "Jar", opened: testToday)
            ),
            (order(.debit, 1_001, account: jar.id), .insufficientFunds(available: 10, currency: "USD")),
            (order(.debit, MoneyBounds.maximumMinor + 1), .amountTooLarge(maximum: MoneyBounds.maximum)),
        ]

        // Then each is refused with its reason, and no balance or row changed
        for (refused, reason) in refusals {
            await #expect(throws: reason) { try await bank.stores.records.record(refused) }
        }
        #expect(try await balances(in: bank) == before)
        #expect(try await bank.ledgerCount() == rows)
    }

    @Test(arguments: StoreBackend.allCases)
    func aClosedAccount_takesNoRecord(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await bank.stores.accountManagement.open(
            NewAccount(name: "Jar", type: .savings, currency: "USD", openingMinor: 0, openedOn: testToday))
        _ = try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)

        await #expect(throws: BankError.accountClosed("Jar")) {
            try await bank.stores.records.record(order(.credit, 100, account: jar.id))
        }
        #expect(try bank.ledger(of: jar.id).isEmpty)
    }

    // MARK: - Properties

    /// Orders on the demo's accounts: spends and receipts of a cent to more than any account holds.
    private static let orders = Gen.element(
        of: [Int64](1...5).flatMap { account in
            [Int64(1), 450, 250_000, 100_000_000].flatMap { minor in
                [TransactionType.debit, .credit].map { (account, minor, $0) }
            }
        }
    ).map { $0 ?? (1, 1, .credit) }.array(of: 1...10)

    @Test(arguments: StoreBackend.allCases)
    func theBalancesChange_exactlyByWhatWasRecorded(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        await propertyCheck(count: backend == .postgres ? 10 : 30, input: Self.orders) { orders in
            for (account, minor, type) in orders {
                // Given the balances before, When one order is recorded
                let before = try await balances(in: bank)
                let outcome: RecordReceipt? = try? await bank.stores.records.record(
                    order(type, minor, account: account))
                let after = try await balances(in: bank)
                // Then the sum of the balances moved by its amount when it was recorded, else not at all
                let moved = outcome.map { $0.order.signedMinorUnits } ?? 0
                #expect(after.values.reduce(0, +) == before.values.reduce(0, +) + moved)
                #expect(after[account] == (before[account] ?? 0) + moved)
            }
        }
        #expect(try await bank.stores.maintenance.verify().isSound)
    }
}
