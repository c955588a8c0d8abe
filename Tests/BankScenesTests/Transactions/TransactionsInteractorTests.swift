import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transactions interactor")
struct TransactionsInteractorTests {
    private let presenter = TransactionsPresentationLogicSpy()
    private let worker = TransactionsWorkingLogicSpy()
    private let sut: TransactionsInteractor

    init() {
        worker.fetchPageSizeResult = .success(2)
        worker.fetchPageHandler = pages(of: [
            Fixtures.coffee, Fixtures.salary, Fixtures.rent, Fixtures.coffee, Fixtures.salary,
        ])
        sut = TransactionsInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, days: formatting.dates)
    }

    private func fetch(_ target: Transactions.FetchPage.Target) async {
        await sut.fetchPage(.init(target: target))
    }

    @Test func firstPage_usesThePageSizeSettingAndCountsPages() async {
        await fetch(.first)

        #expect(
            presenter.presentPageArguments.last
                == .init(
                    account: Fixtures.everyday,
                    transactions: [Fixtures.coffee, Fixtures.salary],
                    pageIndex: 0,
                    pageCount: 3,
                    totalCount: 5,
                    filters: TransactionFilters()
                ))
    }

    @Test func nextPreviousAndPageN_moveThroughThePages() async {
        await fetch(.first)
        await fetch(.next)
        #expect(presenter.presentPageArguments.last?.pageIndex == 1)
        await fetch(.number(3))
        #expect(presenter.presentPageArguments.last?.transactions == [Fixtures.salary])
        await fetch(.previous)
        #expect(presenter.presentPageArguments.last?.pageIndex == 1)
        await fetch(.current)
        #expect(presenter.presentPageArguments.last?.pageIndex == 1)
    }

    @Test func pastEitherEnd_orAMissingPage_isAnError() async {
        await fetch(.first)
        await fetch(.previous)
        await fetch(.number(4))
        await fetch(.number(3))
        await fetch(.next)

        #expect(
            presenter.presentErrorArguments.map(\.message) == [
                "already on the first page", "there is no page 4; there are 3 pages",
                "already on the last page, page 3",
            ])
        #expect(presenter.presentPageArguments.last?.pageIndex == 2)
    }

    @Test func filter_showsTheFirstMatchingPageAndIsRemembered() async {
        await fetch(.number(1))
        await sut.narrow(.init(change: .filter(.type(.credit))))

        #expect(worker.fetchPageArguments.last?.query == TransactionQuery(accountID: 1, type: .credit))
        #expect(presenter.presentPageArguments.last?.transactions == [Fixtures.salary, Fixtures.salary])
        #expect(presenter.presentPageArguments.last?.filters == TransactionFilters(type: .credit))
    }

    @Test func searchAndDays_becomeTheQueryInTheUsersTimeZone() async {
        await sut.narrow(.init(change: .search("coffee")))
        await sut.narrow(.init(change: .filter(.from(CalendarDay(year: 2026, month: 1, day: 1)))))
        await sut.narrow(.init(change: .filter(.to(CalendarDay(year: 2026, month: 1, day: 14)))))

        let query = worker.fetchPageArguments.last?.query
        #expect(query?.text == "coffee")
        #expect(query?.from == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(query?.until == Date(timeIntervalSince1970: 1_768_435_200))
    }

    @Test func clear_removesEverything() async {
        await sut.narrow(.init(change: .search("coffee")))
        await sut.narrow(.init(change: .clear))

        #expect(worker.fetchPageArguments.last?.query == TransactionQuery(accountID: 1))
        #expect(presenter.presentPageArguments.last?.filters == TransactionFilters())
    }

    @Test func impossibleDaysAndReversedRanges_areRefusedAndLeaveTheFiltersAlone() async {
        await sut.narrow(.init(change: .filter(.to(CalendarDay(year: 2026, month: 1, day: 1)))))
        await sut.narrow(.init(change: .filter(.from(CalendarDay(year: 2026, month: 2, day: 1)))))
        await sut.narrow(.init(change: .filter(.from(CalendarDay(year: 2026, month: 2, day: 30)))))

        #expect(
            presenter.calls.suffix(2) == [
                .presentError(ErrorViewModel(TransactionsError.fromAfterTo)),
                .presentError(ErrorViewModel(TransactionsError.noSuchDay(CalendarDay(year: 2026, month: 2, day: 30)))),
            ])
        #expect(sut.filters == TransactionFilters(to: CalendarDay(year: 2026, month: 1, day: 1)))
    }

    @Test func failingStore_presentsErrorAndKeepsTheFilters() async {
        worker.fetchPageHandler = { _, _, _ in throw storeFailure }

        await sut.narrow(.init(change: .search("coffee")))

        #expect(presenter.calls == [.presentError(ErrorViewModel(storeFailure))])
        #expect(sut.filters == TransactionFilters())
    }

    @Test func selectTransaction_onThePage_isStored() async {
        await fetch(.first)

        await sut.selectTransaction(.init(position: 2))
        await sut.selectTransaction(.init(position: 3))

        #expect(sut.selectedTransaction == Fixtures.salary)
        #expect(
            presenter.calls.suffix(2) == [
                .presentSelectedTransaction(.init(transaction: Fixtures.salary)),
                .presentError(ErrorViewModel(ListSelectionError(position: 3, count: 2))),
            ])
    }

    @Test func pageBeyondTheEndAfterFiltering_fallsBackToTheLastPage() async {
        await fetch(.number(3))
        worker.fetchPageHandler = pages(of: [Fixtures.coffee])

        await fetch(.current)

        #expect(presenter.presentPageArguments.last?.pageIndex == 0)
        #expect(presenter.presentPageArguments.last?.transactions == [Fixtures.coffee])
    }
}
