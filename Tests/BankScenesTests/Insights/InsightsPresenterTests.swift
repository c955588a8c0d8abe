import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Insights presenter")
struct InsightsPresenterTests {
    // MARK: - Properties

    private let display = InsightsDisplayLogicSpy()
    private let sut = InsightsPresenter(formatting: formatting)
    private static let january = CalendarMonth(year: 2026, month: 1)

    init() {
        sut.display = display
    }

    // MARK: - Helpers

    private static func total(_ category: TransactionCategory, _ type: TransactionType, _ minor: Int64) -> LedgerTotal {
        LedgerTotal(category: category, type: type, amountMinor: minor, entries: 1)
    }

    /// Six months to January 2026 (UTC), the last with `january`'s totals and the others with
    /// `earlier`'s.
    private static func response(
        january: [LedgerTotal], earlier: [LedgerTotal] = [], showsBalances: Bool = true, leftOut: [Account] = []
    ) -> Insights.ShowInsights.Response {
        let months = (0..<6).reversed().map { Self.january.adding(months: -$0) }
        let history = months.compactMap { month in
            let period = calendar.period(of: month) ?? LedgerPeriod(instants: fixedNow..<fixedNow, days: 0..<0)
            return (try? PeriodTotals(period: period, totals: month == Self.january ? january : earlier)).map {
                Insights.ShowInsights.MonthTotals(month: month, totals: $0)
            }
        }
        return .init(
            month: Self.january, account: nil, currency: "USD", leftOut: leftOut, history: history,
            showsBalances: showsBalances, accountNames: ["Everyday", "Visa"])
    }

    private func presented() throws -> Insights.ShowInsights.ViewModel {
        guard case .displayInsights(let viewModel) = display.calls.first else {
            throw PresentedNothing()
        }
        return viewModel
    }

    private struct PresentedNothing: Error {}

    // MARK: - Tests

    @Test func spending_isTheMonthsDebitsByCategory_largestFirst_withAmountsAndShares() throws {
        // Given January's groceries, dining and a salary in
        sut.presentInsights(
            Self.response(january: [
                Self.total(.dining, .debit, 2_500), Self.total(.groceries, .debit, 7_500),
                Self.total(.salary, .credit, 250_000),
            ]))

        // Then the salary is not spending, and the rest is in shares of $100.00
        let viewModel = try presented()
        #expect(
            viewModel.categories == [
                .init(
                    category: "groceries", label: "Groceries", amount: "$75.00", amountMinor: 7_500, share: 0.75,
                    shareText: "75%"),
                .init(
                    category: "dining", label: "Dining", amount: "$25.00", amountMinor: 2_500, share: 0.25,
                    shareText: "25%"),
            ])
        #expect(viewModel.title == "Insights · January 2026")
        #expect(viewModel.scope == "All accounts")
        #expect(viewModel.month == "2026-01")
        #expect(viewModel.from == "2026-01-01")
        #expect(viewModel.until == "2026-01-31")
        #expect(viewModel.totalSpent == "Spent in January 2026: $100.00")
        #expect(viewModel.totalSpentMinor == 10_000)
        #expect(viewModel.emptyMessage == nil)
        #expect(viewModel.accountNames == ["Everyday", "Visa", "all"])
        #expect(viewModel.note == nil)
    }

    @Test func history_isIncomeAgainstSpendingPerMonth_withBarsAsFractionsOfTheLargest() throws {
        sut.presentInsights(
            Self.response(
                january: [Self.total(.salary, .credit, 200_000), Self.total(.rent, .debit, 100_000)],
                earlier: [Self.total(.dining, .debit, 50_000)]))

        let history = try presented().history
        #expect(history.map(\.label) == ["Aug 2025", "Sep 2025", "Oct 2025", "Nov 2025", "Dec 2025", "Jan 2026"])
        #expect(history.map(\.month) == ["2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01"])
        #expect(
            history.last
                == .init(
                    month: "2026-01", label: "Jan 2026", income: "$2,000.00", incomeMinor: 200_000, incomeBar: 1,
                    spending: "$1,000.00", spendingMinor: 100_000, spendingBar: 0.5))
        #expect(history.first?.incomeMinor == 0)
        #expect(history.first?.spendingBar == 0.25)
        #expect(try presented().historyHeading == "Income and spending since Aug 2025")
    }

    @Test func hiddenBalances_hideEveryAmount_andKeepTheBarsAndShares() throws {
        sut.presentInsights(
            Self.response(
                january: [Self.total(.groceries, .debit, 7_500), Self.total(.salary, .credit, 10_000)],
                showsBalances: false))

        let viewModel = try presented()
        #expect(viewModel.categories.map(\.amount) == ["••••"])
        #expect(viewModel.categories.map(\.amountMinor) == [nil])
        #expect(viewModel.categories.map(\.share) == [1])
        #expect(viewModel.totalSpent == "Spent in January 2026: ••••")
        #expect(viewModel.totalSpentMinor == nil)
        #expect(viewModel.history.last?.income == "••••")
        #expect(viewModel.history.last?.incomeMinor == nil)
        #expect(viewModel.history.last?.incomeBar == 1)
        #expect(viewModel.history.last?.spendingBar == 0.75)
    }

    @Test func aMonthWithoutSpending_saysSo_andTinySharesAreLessThanOnePercent() throws {
        sut.presentInsights(Self.response(january: [Self.total(.salary, .credit, 10_000)]))
        sut.presentInsights(
            Self.response(january: [Self.total(.rent, .debit, 100_000), Self.total(.fees, .debit, 100)]))

        guard case .displayInsights(let empty) = display.calls.first,
            case .displayInsights(let tiny) = display.calls.last
        else {
            Issue.record("expected two displays")
            return
        }
        #expect(empty.categories.isEmpty)
        #expect(empty.emptyMessage == "Nothing was spent in January 2026.")
        #expect(tiny.categories.map(\.shareText) == ["100%", "<1%"])
    }

    @Test func accountsLeftOut_areNamedInANote() throws {
        let paris = Account(
            id: 9, name: "Paris", type: .savings, number: "9", iban: "FR76", currency: "EUR", balance: 1)

        sut.presentInsights(Self.response(january: [], leftOut: [paris]))

        #expect(try presented().note == "Accounts in other currencies are not in these sums: Paris.")
    }

    @Test func errors_areDisplayed() {
        sut.presentError(InsightsError.noSuchAccount("Nope"))

        #expect(
            display.calls == [
                .displayError(
                    ErrorViewModel(
                        message: "there is no account named 'Nope'",
                        hint: "Type 'in ' and press Tab for the accounts, or 'in all'."))
            ])
    }
}
