import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Insights interactor")
struct InsightsInteractorTests {
    // MARK: - Properties

    private let presenter = InsightsPresentationLogicSpy()
    private let worker = InsightsWorkingLogicSpy()
    private static let january = CalendarMonth(year: 2026, month: 1)
    private static let euros = Account(
        id: 9, name: "Paris", type: .savings, number: "9", iban: "FR76", currency: "EUR", balance: 10)

    init() {
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchCategoryBookResult = .success(.defaults)
        worker.fetchTotalsHandler = { _, periods in try periods.map { try PeriodTotals(period: $0, totals: []) } }
    }

    // MARK: - Helpers

    private func makeSUT(account: Account? = nil) -> InsightsInteractor {
        InsightsInteractor(account: account, presenter: presenter, worker: worker, calendar: calendar)
    }

    private func show(_ change: Insights.ShowInsights.Change, on sut: InsightsInteractor) async {
        await sut.showInsights(.init(change: change))
    }

    private var presented: [Insights.ShowInsights.Response] {
        presenter.calls.compactMap {
            guard case .presentInsights(let response) = $0 else { return nil }
            return response
        }
    }

    private static func monthStart(_ year: Int, _ month: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? .distantPast
    }

    // MARK: - Tests

    @Test func firstShow_sumsThisMonthAndTheFiveBefore_forEveryAccount() async throws {
        // Given the clock on 15 January 2026, UTC
        let sut = makeSUT()

        // When
        await show(.reload, on: sut)

        // Then six months from August are summed over every account, in one read
        let arguments = try #require(worker.fetchTotalsArguments.first)
        #expect(arguments.0 == [1, 2, 4])
        #expect(arguments.1.first?.instants == Self.monthStart(2025, 8)..<Self.monthStart(2025, 9))
        #expect(arguments.1.last?.instants == Self.monthStart(2026, 1)..<Self.monthStart(2026, 2))
        #expect(arguments.1.first?.firstDay == CalendarDay(year: 2025, month: 8, day: 1))
        #expect(arguments.1.last?.lastDay == CalendarDay(year: 2026, month: 1, day: 31))
        let response = try #require(presented.first)
        #expect(response.month == Self.january)
        #expect(response.account == nil)
        #expect(response.currency == "USD")
        #expect(
            response.history.map(\.month.isoText) == ["2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01"])
        #expect(response.showsBalances)
        #expect(response.accountNames == ["Everyday", "Rainy day", "Visa"])
    }

    @Test func prevNextAndMonth_moveFromTheMonthShown() async {
        let sut = makeSUT()

        await show(.reload, on: sut)
        await show(.previousMonth, on: sut)
        await show(.previousMonth, on: sut)
        await show(.nextMonth, on: sut)
        await show(.month(CalendarMonth(year: 2024, month: 2)), on: sut)
        await show(.nextMonth, on: sut)

        #expect(presented.map(\.month.isoText) == ["2026-01", "2025-12", "2025-11", "2025-12", "2024-02", "2024-03"])
    }

    @Test func anAccountByName_narrowsUntilAllIsAsked_keepingTheMonth() async throws {
        let sut = makeSUT()

        await show(.previousMonth, on: sut)
        await show(.account("rainy DAY"), on: sut)
        await show(.nextMonth, on: sut)
        await show(.allAccounts, on: sut)

        #expect(presented.map { $0.account?.name } == [nil, "Rainy day", "Rainy day", nil])
        #expect(presented.map(\.month.isoText) == ["2025-12", "2025-12", "2026-01", "2026-01"])
        #expect(worker.fetchTotalsArguments.map(\.0) == [[1, 2, 4], [2], [2], [1, 2, 4]])
    }

    @Test func startedFromAnAccount_showsThatAccount() async {
        let sut = makeSUT(account: Fixtures.visa)

        await show(.reload, on: sut)

        #expect(worker.fetchTotalsArguments.map(\.0) == [[4]])
        #expect(presented.first?.account == Fixtures.visa)
    }

    @Test func anUnknownAccountOrAMonthOutsideTheLedger_isAnError_andChangesNothing() async {
        let sut = makeSUT()
        await show(.reload, on: sut)

        await show(.account("Nope"), on: sut)
        await show(.month(CalendarMonth(year: 2100, month: 1)), on: sut)
        await show(.month(CalendarMonth.earliest), on: sut)
        await show(.previousMonth, on: sut)
        await show(.reload, on: sut)

        #expect(
            presenter.calls.filter {
                if case .presentInsights = $0 { return false }
                return true
            } == [
                .presentError(ErrorViewModel(InsightsError.noSuchAccount("Nope"))),
                .presentError(ErrorViewModel(InsightsError.outsideTheLedger(CalendarMonth(year: 2100, month: 1)))),
                .presentError(ErrorViewModel(InsightsError.outsideTheLedger(CalendarMonth(year: 1899, month: 12)))),
            ])
        #expect(presented.map(\.month.isoText) == ["2026-01", "1900-01", "1900-01"])
    }

    @Test func accountsInAnotherCurrency_areLeftOutOfTheSums_andNamed() async {
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts + [Self.euros])
        let sut = makeSUT()

        await show(.reload, on: sut)
        await show(.account("Paris"), on: sut)

        #expect(worker.fetchTotalsArguments.map(\.0) == [[1, 2, 4], [9]])
        #expect(presented.map(\.leftOut) == [[Self.euros], []])
        #expect(presented.map(\.currency) == ["USD", "EUR"])
    }

    @Test func transfers_areNeitherIncomeNorSpending_soTheyNeverReachThePresenter() async throws {
        // Given a month with a transfer out, a transfer in and a grocery bill
        worker.fetchTotalsHandler = { _, periods in
            try periods.map {
                try PeriodTotals(
                    period: $0,
                    totals: [
                        LedgerTotal(category: .transfer, type: .debit, amountMinor: 90_000, entries: 1),
                        LedgerTotal(category: .transfer, type: .credit, amountMinor: 50_000, entries: 1),
                        LedgerTotal(category: .groceries, type: .debit, amountMinor: 7_500, entries: 2),
                    ])
            }
        }

        // When
        await show(.reload, on: makeSUT())

        // Then only the groceries are presented, in every month
        let history = try #require(presented.first?.history)
        #expect(history.count == 6)
        #expect(
            history.allSatisfy {
                $0.totals.totals == [LedgerTotal(category: .groceries, type: .debit, amountMinor: 7_500, entries: 2)]
            })
    }

    @Test func aFailingStore_isPresentedAsAnError() async {
        worker.fetchTotalsHandler = { _, _ in throw storeFailure }
        let sut = makeSUT()

        await show(.reload, on: sut)

        #expect(presenter.calls == [.presentError(ErrorViewModel(storeFailure))])
    }
}
