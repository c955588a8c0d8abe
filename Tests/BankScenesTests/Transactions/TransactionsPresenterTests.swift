import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transactions presenter")
struct TransactionsPresenterTests {
    private let display = TransactionsDisplayLogicSpy()
    private let sut = TransactionsPresenter(formatting: formatting)

    init() {
        sut.display = display
    }

    private func present(
        _ transactions: [Transaction], filters: TransactionFilters = TransactionFilters(), pageCount: Int? = 26,
        totalCount: TransactionCount = .exactly(520)
    ) {
        sut.presentPage(
            .init(
                pageIndex: 1, pageCount: pageCount, totalCount: totalCount, transactions: transactions[...],
                account: Fixtures.everyday, filters: filters
            ))
    }

    @Test func theWholeList_saysWhatTheAccountHeldAfterEachRow_orDotsWhenBalancesAreHidden() throws {
        // Given a page of two debits of $4.50, after the first of which the account held $100.00
        let second = Transaction(
            id: 10, accountID: 1, date: fixedNow.addingTimeInterval(-7_200), memo: "Tea", category: .dining,
            amountMinor: 450, type: .debit, counterparty: "Tea")
        for shows in [true, false] {
            sut.presentPage(
                .init(
                    pageIndex: 0, pageCount: 1, totalCount: .exactly(2), transactions: [Fixtures.coffee, second],
                    account: Fixtures.everyday, filters: TransactionFilters(), balanceAfterFirst: 10_000,
                    showsBalances: shows))
        }

        // Then each row has its balance, the one below it the more by the row above's amount
        let shown = display.calls.compactMap { call -> Transactions.FetchPage.ViewModel? in
            guard case .displayPage(let viewModel) = call else { return nil }
            return viewModel
        }
        #expect(shown.map(\.hasBalances) == [true, true])
        #expect(shown.first?.rows.map(\.balance) == ["$100.00", "$104.50"])
        #expect(shown.first?.rows.map(\.balanceMinor) == [10_000, 10_450])
        #expect(shown.last?.rows.map(\.balance) == ["••••", "••••"])
    }

    @Test func page_headingSubtitleAndRows() {
        present([Fixtures.coffee])

        #expect(
            display.calls == [
                .displayPage(
                    .init(
                        heading: "Transactions · Everyday",
                        subtitle: "Page 2 of 26 · 520 transactions",
                        rows: [
                            TransactionRow(
                                number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD",
                                formatting: formatting)
                        ],
                        emptyTitle: nil,
                        emptyMessage: nil,
                        position: .init(page: 2)
                    ))
            ])
    }

    @Test func aReconciledAccount_marksTheRowsItsReconciliationCovers_andSaysThroughWhen() {
        // Given Everyday reconciled through 14 January, the salary of that day and a coffee of the 15th
        let reconciliation = Reconciliation(
            id: 1, accountID: 1, day: CalendarDay(year: 2026, month: 1, day: 14),
            endsAt: Date(timeIntervalSince1970: 1_768_435_200), balanceMinor: 100, throughRowID: 12, author: .you,
            madeAt: fixedNow)

        // When the page is presented
        sut.presentPage(
            .init(
                pageIndex: 0, pageCount: 1, totalCount: .exactly(2), transactions: [Fixtures.coffee, Fixtures.salary],
                account: Fixtures.everyday, filters: TransactionFilters(), reconciliation: reconciliation))

        // Then only the salary is marked, and the subtitle says through when
        let page = display.displayPageArguments.first
        #expect(page?.rows.map(\.reconciled) == ["", "✓"] && page?.isReconciled == true)
        #expect(page?.subtitle == "Page 1 of 1 · 2 transactions · reconciled through January 14, 2026")
    }

    @Test func filters_areListedInTheSubtitle() {
        let filters = TransactionFilters(
            text: "coffee", type: .debit, category: .dining, from: CalendarDay(year: 2026, month: 1, day: 2),
            to: CalendarDay(year: 2026, month: 1, day: 15)
        )

        present([Fixtures.coffee], filters: filters)

        guard let viewModel = display.displayPageArguments.first else {
            Issue.record("expected a page")
            return
        }
        #expect(
            viewModel.subtitle
                == "Page 2 of 26 · 520 transactions · matching \"coffee\" · type debit · category dining · from 2026-01-02 · to 2026-01-15"
        )
        #expect(
            viewModel.position
                == .init(
                    search: "coffee", type: "debit", category: "dining", from: "2026-01-02", to: "2026-01-15", page: 2))
    }

    @Test func aListLongerThanItWasCounted_saysMoreThan_withGroupedDigits() {
        present([Fixtures.coffee], pageCount: nil, totalCount: .moreThan(1_000))
        present([Fixtures.coffee], pageCount: 63, totalCount: .exactly(1_250))

        #expect(
            display.displayPageArguments.map(\.subtitle) == [
                "Page 2 · more than 1,000 transactions", "Page 2 of 63 · 1,250 transactions",
            ])
    }

    @Test func emptyPages_sayWhyAndWhatToDo() {
        present([])
        present([], filters: TransactionFilters(text: "zzz"))

        #expect(
            display.displayPageArguments.map { [$0.emptyTitle, $0.emptyMessage] } == [
                ["No transactions yet.", nil],
                ["No transactions match.", "Type 'reset' to remove the search and filters."],
            ])
    }
}

@MainActor
@Suite("Transactions presenter, a page shown again")
struct TransactionsPresenterMemoTests {
    private let clock = MovableClock(now: fixedNow)
    private let display = TransactionsDisplayLogicSpy()

    private func makePresenter(sharing memo: Transactions.FetchPage.Memo? = nil) -> TransactionsPresenter {
        let formatting = BankFormatting(clock: clock, timeZone: utc)
        let presenter =
            memo.map { TransactionsPresenter(formatting: formatting, pageMemo: $0) }
            ?? TransactionsPresenter(formatting: formatting)
        presenter.display = display
        return presenter
    }

    private func page(_ transactions: [Transaction], index: Int = 0) -> Transactions.FetchPage.Response {
        .init(
            pageIndex: index, pageCount: max(index + 1, 4), totalCount: .exactly(transactions.count),
            transactions: transactions[...], account: Fixtures.everyday, filters: TransactionFilters())
    }

    /// Where a view model's rows are stored: the same address means the same rows, not made again.
    private func storage(of viewModel: Transactions.FetchPage.ViewModel?) -> UnsafeRawPointer? {
        viewModel?.rows.rows.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func samePageTheSameDay_showsTheSameRows() {
        // Given a page shown once
        let sut = makePresenter()
        sut.presentPage(page([Fixtures.coffee]))

        // When the same page is shown again that day
        sut.presentPage(page([Fixtures.coffee]))

        // Then both displays are the same view model
        let shown = display.displayPageArguments
        #expect(shown.count == 2)
        #expect(shown.first == shown.last)
        #expect(shown.last?.rows.first?.date == "Today, 9:00 AM")
    }

    @Test func samePageTheNextDay_isWordedForThatDay() {
        // Given a page shown once
        let sut = makePresenter()
        sut.presentPage(page([Fixtures.coffee]))

        // When the same page is shown again a day later
        clock.now = fixedNow.addingTimeInterval(86_400)
        sut.presentPage(page([Fixtures.coffee]))

        // Then the row says when as seen from the new day
        #expect(display.displayPageArguments.map { $0.rows.first?.date } == ["Today, 9:00 AM", "Yesterday"])
    }

    @Test func pagingBackToAPageShownBefore_showsTheRowsAlreadyMade() {
        // Given pages 1 and 2 shown in turn
        let sut = makePresenter()
        sut.presentPage(page([Fixtures.coffee], index: 0))
        sut.presentPage(page([Fixtures.salary], index: 1))

        // When page 1 is shown again
        sut.presentPage(page([Fixtures.coffee], index: 0))

        // Then its rows are the ones made the first time (the same storage), not made anew
        let shown = display.displayPageArguments
        #expect(shown.count == 3)
        #expect(shown.first == shown.last)
        #expect(storage(of: shown.first) == storage(of: shown.last))
        #expect(storage(of: shown.first) != nil)
    }

    @Test func aPageShownBeforeMoreThanThreePagesAgo_isMadeAnew() {
        // Given pages 1 to 4 shown in turn
        let sut = makePresenter()
        for index in 0..<4 {
            sut.presentPage(page([Fixtures.coffee], index: index))
        }

        // When page 1 is shown again
        sut.presentPage(page([Fixtures.coffee], index: 0))

        // Then it is made again, and reads as before
        let shown = display.displayPageArguments
        #expect(shown.first == shown.last)
        #expect(storage(of: shown.first) != storage(of: shown.last))
    }

    @Test func aPageMadeForAnEarlierOpeningOfTheScene_isShownAsMadeThen() {
        // Given a page shown by one opening of the scene, whose memo the factory shares
        let memo = Transactions.FetchPage.Memo(keeping: Transactions.FetchPage.pagesKept)
        makePresenter(sharing: memo).presentPage(page([Fixtures.coffee]))

        // When the scene is opened again (a presenter of its own) on the same page
        makePresenter(sharing: memo).presentPage(page([Fixtures.coffee]))

        // Then the page shown is the one made the first time (the same storage)
        let shown = display.displayPageArguments
        #expect(shown.count == 2)
        #expect(storage(of: shown.first) == storage(of: shown.last))
        #expect(storage(of: shown.first) != nil)
    }

    @Test func presentersMadeOnTheirOwn_shareNoPages() {
        // Given a page shown by a presenter made without a shared memo
        makePresenter().presentPage(page([Fixtures.coffee]))

        // When another presenter made on its own shows the same page
        makePresenter().presentPage(page([Fixtures.coffee]))

        // Then it makes the page itself, reading the same
        let shown = display.displayPageArguments
        #expect(shown.first == shown.last)
        #expect(storage(of: shown.first) != storage(of: shown.last))
    }

    @Test func aPageThatChangedSinceAnEarlierOpening_showsTheChange() {
        // Given a page shown by one opening of the scene
        let memo = Transactions.FetchPage.Memo(keeping: Transactions.FetchPage.pagesKept)
        makePresenter(sharing: memo).presentPage(page([Fixtures.coffee]))

        // When the scene is opened again after a transaction came in
        makePresenter(sharing: memo).presentPage(page([Fixtures.salary, Fixtures.coffee]))

        // Then the new page is shown
        #expect(display.displayPageArguments.last?.rows.map(\.memo) == ["Salary", "Blue Bottle Coffee"])
    }

    @Test func changedPage_showsTheChange() {
        // Given a page shown once
        let sut = makePresenter()
        sut.presentPage(page([Fixtures.coffee]))

        // When the page comes back with another transaction
        sut.presentPage(page([Fixtures.salary, Fixtures.coffee]))

        // Then the new rows are shown
        #expect(display.displayPageArguments.last?.rows.map(\.memo) == ["Salary", "Blue Bottle Coffee"])
    }
}
