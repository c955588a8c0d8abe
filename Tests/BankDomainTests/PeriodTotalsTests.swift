import BankDomain
import Foundation
import Testing

@Suite("Period totals")
struct PeriodTotalsTests {
    private let period = LedgerPeriod(
        instants: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 86_400), days: 0..<1)

    @Test func spending_isTheCategoriesMoneyWentOutOf_largestFirst_equalOnesByName() throws {
        // Given a period's totals: income, a refund, money out, an equal pair, and a debit of nothing
        let totals = try PeriodTotals(
            period: period,
            totals: [
                LedgerTotal(category: .salary, type: .credit, amountMinor: 500_000, entries: 1),
                LedgerTotal(category: .rent, type: .debit, amountMinor: 120_000, entries: 1),
                LedgerTotal(category: .groceries, type: .debit, amountMinor: 8_000, entries: 3),
                LedgerTotal(category: .dining, type: .debit, amountMinor: 8_000, entries: 2),
                LedgerTotal(category: .health, type: .debit, amountMinor: 0, entries: 0),
                LedgerTotal(category: .groceries, type: .credit, amountMinor: 1_000, entries: 1),
            ])

        // When its spending is asked for
        let spending = totals.spending

        // Then it is the debits with money in them, largest first, equal ones by name
        #expect(spending.map(\.category) == [.rent, .dining, .groceries])
        #expect(spending.map(\.amountMinor) == [120_000, 8_000, 8_000])
        #expect(spending.allSatisfy { $0.type == .debit })
    }

    @Test func spending_ofAPeriodWithoutDebits_isEmpty() throws {
        let totals = try PeriodTotals(
            period: period, totals: [LedgerTotal(category: .salary, type: .credit, amountMinor: 1, entries: 1)])

        #expect(totals.spending.isEmpty)
    }
}
