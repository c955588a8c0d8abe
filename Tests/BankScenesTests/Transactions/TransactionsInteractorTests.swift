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

    /// Five transactions, newest first: two pages of two and one of one.
    private let five = ledger(count: 5)

    init() {
        worker.fetchSettingsResult = .success(
            UserSettings(pageSize: 2, showsBalances: true, usesColour: false))
        worker.fetchBalanceHandler = { transaction, _ in 100_000 - transaction.id }
        worker.fetchPageHandler = windows(of: five)
        worker.countTransactionsHandler = counts(of: five)
        worker.fetchLatestReconciliationResult = .success(nil)
        sut = TransactionsInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
    }

    private func fetch(_ target: Transactions.FetchPage.Target) async {
        await sut.fetchPage(.init(target: target))
    }

    private var shownIDs: [Int64]? {
        presenter.presentPageArguments.last?.transactions.map(\.id)
    }

    @Test func firstPage_usesThePageSizeSettingAndCountsPages() async {
        await fetch(.first)

        #expect(
            presenter.presentPageArguments.last
                == .init(
                    pageIndex: 0,
                    pageCount: 3,
                    totalCount: .exactly(5),
                    transactions: five.prefix(2),
                    account: Fixtures.everyday,
                    filters: TransactionFilters(),
                    balanceAfterFirst: 100_000 - five[0].id
                ))
        #expect(worker.countTransactionsArguments.last?.limit == TransactionsInteractor.countLimit)
    }

    @Test func theBalanceAfterAPagesFirstRow_isCountedFromTheNearerEnd_andOnlyForTheWholeList() async {
        // Given the first and the last page of the whole list
        await fetch(.first)
        await fetch(.last)

        // When it is narrowed to credits
        await sut.narrow(.init(change: .filter(.type(.credit))))

        // Then the first counted from the newest, the last from the oldest, and the narrowed list
        // has no balances
        #expect(worker.fetchBalanceArguments.map(\.0.id) == [five[0].id, five[4].id])
        #expect(worker.fetchBalanceArguments.map(\.1) == [false, true])
        #expect(
            presenter.presentPageArguments.map(\.balanceAfterFirst) == [
                100_000 - five[0].id, 100_000 - five[4].id, nil,
            ])
    }

    @Test func nextPreviousFirstLastAndPageN_moveThroughThePages() async {
        await fetch(.first)
        await fetch(.next)
        #expect(presenter.presentPageArguments.last?.pageIndex == 1)
        #expect(shownIDs == five[2...3].map(\.id))
        await fetch(.number(3))
        #expect(shownIDs == [five[4].id])
        await fetch(.previous)
        #expect(presenter.presentPageArguments.last?.pageIndex == 1)
        #expect(shownIDs == five[2...3].map(\.id))
        await fetch(.current)
        #expect(presenter.presentPageArguments.last?.pageIndex == 1)
        await fetch(.last)
        #expect(presenter.presentPageArguments.last?.pageIndex == 2)
        #expect(shownIDs == [five[4].id])
        await fetch(.first)
        #expect(shownIDs == five[0...1].map(\.id))
        #expect(presenter.presentErrorArguments.isEmpty)
    }

    @Test func nextAndPrevious_startAtThePageShown_notAtACountedOffset() async {
        // Given the second page
        await fetch(.first)
        await fetch(.next)

        // When the user goes on and back
        await fetch(.next)
        await fetch(.previous)

        // Then each page was read from a transaction shown, with one row more to see past it
        #expect(
            worker.fetchPageArguments.map(\.page).suffix(2) == [
                TransactionPageRequest(.olderThan(TransactionCursor(five[3])), limit: 3),
                TransactionPageRequest(.newerThan(TransactionCursor(five[4])), limit: 2),
            ])
    }

    @Test func aPage_isAWindowOfTheRowsRead_notACopy() async {
        // Given rows the store keeps, read with one row more than a page
        let read = Array(five.prefix(3))
        worker.fetchPageHandler = { _, _ in read }

        // When the first page is shown
        await fetch(.first)

        // Then its rows are the first two read, in the storage they were read into: the presenter's
        // memo tells the same page read again by its address
        let page = presenter.presentPageArguments.last?.transactions
        let address = { (rows: ArraySlice<Transaction>) in rows.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(page.map(Array.init) == Array(five.prefix(2)))
        #expect(page.flatMap(address) == read.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func backToTheFirstPage_readsTheNewestRows_asOpeningTheListDoes() async {
        // Given the second page
        await fetch(.first)
        await fetch(.next)

        // When the user goes back to the first
        await fetch(.previous)

        // Then the first page is read as the list opened, newest first, with one row more to see past it
        let pages = worker.fetchPageArguments.map(\.page)
        #expect(pages.last == TransactionPageRequest(.newest(skipping: 0), limit: 3))
        #expect(pages.last == pages.first)
        #expect(shownIDs == five[0...1].map(\.id))
        #expect(presenter.presentPageArguments.last?.pageIndex == 0)
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

    @Test func aListLongerThanItIsCounted_saysMoreThan_untilItsEndIsSeen() async {
        // Given a list of 1,005 transactions in pages of two
        let long = ledger(count: TransactionsInteractor.countLimit + 5)
        worker.fetchPageHandler = windows(of: long)
        worker.countTransactionsHandler = counts(of: long)

        // When the first page is shown, then the last
        await fetch(.first)
        let first = presenter.presentPageArguments.last
        await fetch(.last)
        let last = presenter.presentPageArguments.last

        // Then the first page knows only a lower bound, and the last one counted to the end
        #expect(first?.totalCount == .moreThan(TransactionsInteractor.countLimit) && first?.pageCount == nil)
        #expect(worker.countTransactionsArguments.last?.limit == nil)
        #expect(last?.totalCount == .exactly(1_005) && last?.pageCount == 503 && last?.pageIndex == 502)
        #expect(last?.transactions == [long[1_004]])
    }

    @Test func pageN_withinTheCountedPart_needsNoFullCount() async {
        let long = ledger(count: TransactionsInteractor.countLimit + 5)
        worker.fetchPageHandler = windows(of: long)
        worker.countTransactionsHandler = counts(of: long)

        await fetch(.number(10))

        #expect(presenter.presentPageArguments.last.map { Array($0.transactions) } == Array(long[18...19]))
        #expect(worker.countTransactionsArguments.allSatisfy { $0.limit != nil })
    }

    @Test func filter_showsTheFirstMatchingPageAndIsRemembered() async {
        await fetch(.number(1))
        await sut.narrow(.init(change: .filter(.type(.credit))))

        #expect(worker.fetchPageArguments.last?.query == TransactionQuery(accountID: 1, type: .credit))
        #expect(shownIDs == [five[0].id, five[3].id])
        #expect(presenter.presentPageArguments.last?.filters == TransactionFilters(type: .credit))
    }

    @Test func searchAndDays_becomeTheQueryInTheUsersTimeZone() async {
        await sut.narrow(.init(change: .search("coffee")))
        await sut.narrow(.init(change: .filter(.from(CalendarDay(year: 2026, month: 1, day: 1)))))
        await sut.narrow(.init(change: .filter(.to(CalendarDay(year: 2026, month: 1, day: 14)))))

        let query = worker.fetchPageArguments.last?.query
        #expect(query?.text == "coffee")
        #expect(
            query?.from
                == LedgerBoundary(
                    day: CalendarDay(year: 2026, month: 1, day: 1), instant: Date(timeIntervalSince1970: 1_767_225_600))
        )
        #expect(
            query?.until
                == LedgerBoundary(
                    day: CalendarDay(year: 2026, month: 1, day: 15), instant: Date(timeIntervalSince1970: 1_768_435_200)
                ))
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
        worker.countTransactionsHandler = { _, _ in throw storeFailure }

        await sut.narrow(.init(change: .search("coffee")))

        #expect(presenter.calls == [.presentError(ErrorViewModel(storeFailure))])
        #expect(sut.filters == TransactionFilters())
    }

    @Test func selectTransaction_onThePage_isStored() async {
        await fetch(.first)

        await sut.selectTransaction(.init(position: 2))
        await sut.selectTransaction(.init(position: 3))

        #expect(sut.selectedTransaction == five[1])
        #expect(
            presenter.calls.suffix(2) == [
                .presentSelectedTransaction(.init(transaction: five[1])),
                .presentError(ErrorViewModel(ListSelectionError(position: 3, count: 2))),
            ])
    }

    @Test func aPageWhoseTransactionsWentAway_startsAgainAtTheTop() async {
        // Given the third page, and then a ledger that has only one transaction left
        await fetch(.number(3))
        worker.fetchPageHandler = windows(of: [Fixtures.coffee])
        worker.countTransactionsHandler = counts(of: [Fixtures.coffee])

        // When the page is shown again
        await fetch(.current)

        // Then the first page shows what is there
        #expect(presenter.presentPageArguments.last?.pageIndex == 0)
        #expect(presenter.presentPageArguments.last?.transactions == [Fixtures.coffee])
    }

    @Test func aSearchWithoutLettersOrDigits_isRefused() async {
        await sut.narrow(.init(change: .search("%%")))

        #expect(presenter.calls == [.presentError(ErrorViewModel(TransactionsError.nothingToSearchFor("%%")))])
        #expect(worker.fetchPageArguments.isEmpty)
    }
}
