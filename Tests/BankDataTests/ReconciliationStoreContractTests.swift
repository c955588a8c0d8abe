import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Reconciling an account with the bank's figures, on every backend from one code.
@Suite("Reconciliation store contract")
struct ReconciliationStoreContractTests {
    private func day(_ offset: Int) -> CalendarDay {
        CalendarDay(daysSince1970: testToday.daysSince1970 + offset)
    }

    /// An order for `balance` at the end of `day` in UTC.
    private func order(_ account: Account.ID, _ balance: Int64, on day: CalendarDay) -> ReconcileOrder {
        let next = CalendarDay(daysSince1970: day.daysSince1970 + 1)
        return ReconcileOrder(
            accountID: account, day: day, balanceMinor: balance,
            end: LedgerBoundary(day: next, instant: Date(timeIntervalSince1970: Double(next.daysSince1970) * 86_400)))
    }

    /// A jar opened ten days ago with $100.00, $10.00 spent five days ago and $5.00 today.
    private func jar(in bank: ContractBank) async throws -> Account {
        let jar = try await bank.stores.accountManagement.open(
            NewAccount(name: "Jar", type: .savings, currency: "USD", openingMinor: 10_000, openedOn: day(-10)))
        for (minor, offset) in [(1_000, -5), (500, 0)] {
            _ = try await bank.stores.records.record(
                RecordOrder(
                    accountID: jar.id, type: .debit, amountMinor: Int64(minor), payee: "Shop", category: .groceries,
                    day: day(offset), memo: "Shop \(offset)"))
        }
        return jar
    }

    @Test(arguments: StoreBackend.allCases)
    func theBalanceAtTheEndOfAnyDay_agrees_andIsRecorded(backend: StoreBackend) async throws {
        // Given the jar
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await jar(in: bank)

        // When the bank's figures for the day it opened, before and after the spends are given
        var recorded: [Reconciliation] = []
        for (balance, offset) in [(10_000, -10), (10_000, -6), (9_000, -5), (9_000, -1), (8_500, 0)] {
            guard
                case .agrees(let reconciliation) = try await bank.stores.reconciliations.reconcile(
                    order(jar.id, Int64(balance), on: day(offset)))
            else {
                Issue.record("\(balance) on day \(offset) did not agree")
                continue
            }
            recorded.append(reconciliation)
        }

        // Then each agrees and is kept, the latest day's last
        #expect(recorded.map(\.day) == [day(-10), day(-6), day(-5), day(-1), day(0)])
        #expect(recorded.allSatisfy { $0.author == .you && $0.accountID == jar.id })
        #expect(try await bank.stores.reconciliations.latestReconciliation(of: jar.id) == recorded.last)
    }

    @Test(arguments: StoreBackend.allCases)
    func aFigureThatDiffers_namesTheRowsSinceTheLastReconciliationThatCouldExplainIt(backend: StoreBackend)
        async throws
    {
        // Given the jar reconciled three days ago, then $7.00 and $3.00 spent since
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await jar(in: bank)
        _ = try await bank.stores.reconciliations.reconcile(order(jar.id, 9_000, on: day(-3)))
        for (minor, memo) in [(700, "Cinema"), (300, "Bus")] {
            _ = try await bank.stores.records.record(
                RecordOrder(
                    accountID: jar.id, type: .debit, amountMinor: Int64(minor), payee: memo, category: .other,
                    day: day(-1), memo: memo))
        }

        // When the bank says the jar holds $7.00 more than the ledger does
        let outcome = try await bank.stores.reconciliations.reconcile(order(jar.id, 8_200, on: day(0)))

        // Then nothing is recorded, and the $7.00 spend is named among the three rows since
        guard case .differs(let difference) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(difference.ledgerMinor == 7_500 && difference.differenceMinor == -700)
        #expect(difference.since?.day == day(-3) && difference.rowsSince == 3)
        #expect(difference.suspects.map(\.memo) == ["Cinema"])
        #expect(try await bank.stores.reconciliations.latestReconciliation(of: jar.id)?.day == day(-3))
        // And a row the wrong way round is named by half the difference
        guard
            case .differs(let wrongWay) = try await bank.stores.reconciliations.reconcile(
                order(jar.id, 8_100, on: day(0)))
        else {
            Issue.record("a difference of $6.00 agreed")
            return
        }
        #expect(wrongWay.suspects.map(\.memo) == ["Bus"])
    }

    @Test(arguments: StoreBackend.allCases)
    func aRowWrittenAfterAReconciliation_isNotCovered_evenOfAnEarlierDay(backend: StoreBackend) async throws {
        // Given the jar reconciled yesterday
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await jar(in: bank)
        guard
            case .agrees(let reconciliation) = try await bank.stores.reconciliations.reconcile(
                order(jar.id, 9_000, on: day(-1)))
        else {
            Issue.record("the jar's balance did not agree")
            return
        }

        // When a row of two days ago is recorded after it
        let late = try await bank.stores.records.record(
            RecordOrder(
                accountID: jar.id, type: .debit, amountMinor: 100, payee: "Late", category: .other, day: day(-2),
                memo: "Late")
        ).transaction

        // Then the rows of then are covered, the late one and today's are not
        let rows = try bank.ledger(of: jar.id)
        #expect(rows.filter(reconciliation.covers).map(\.memo).sorted() == ["Opening balance", "Shop -5"])
        #expect(reconciliation.covers(late) == false)
    }

    @Test(arguments: StoreBackend.allCases)
    func aDayNotBegun_oneBeforeTheAccountOpened_orAClosedAccount_isRefused(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let jar = try await jar(in: bank)

        // (the stores date what has begun by the real clock, and the server by its own)
        let notBegun = CalendarDay(daysSince1970: CalendarDay.latestBegun(at: Date()).daysSince1970 + 2)
        await #expect(throws: BankError.dayNotYetBegun(notBegun)) {
            try await bank.stores.reconciliations.reconcile(order(jar.id, 8_500, on: notBegun))
        }
        await #expect(throws: BankError.dayBeforeOpening(day(-11), account: "Jar", opened: day(-10))) {
            try await bank.stores.reconciliations.reconcile(order(jar.id, 0, on: day(-11)))
        }
        _ = try await bank.stores.records.record(
            RecordOrder(
                accountID: jar.id, type: .debit, amountMinor: 8_500, payee: "Out", category: .other, day: day(0),
                memo: "Out"))
        _ = try await bank.stores.accountManagement.close(accountID: jar.id, at: testNow)
        await #expect(throws: BankError.self) {
            try await bank.stores.reconciliations.reconcile(order(jar.id, 0, on: day(0)))
        }
        #expect(try await bank.stores.reconciliations.latestReconciliation(of: jar.id) == nil)
    }
}
