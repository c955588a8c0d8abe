import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the transactions scene.
@Spyable
protocol TransactionsPresentationLogic: PresentationLogic {
    func presentCategoryChoices(_ response: CategoryChoices.Response)
    func presentPage(_ response: Transactions.FetchPage.Response)
    func presentSelectedTransaction(_ response: Transactions.SelectTransaction.Response)
    func presentExport(_ response: Transactions.ExportStatement.Response)
}

/// Turns a page into numbered rows, a "page 2 of 26" line with the filters in force, or an empty state.
final class TransactionsPresenter: TransactionsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any TransactionsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting
    /// The pages shown last, by this opening of the scene or an earlier one: showing one again,
    /// after a transaction was looked at, on paging back or on opening the list again with nothing
    /// changed, formats nothing.
    private let pageMemo: Transactions.FetchPage.Memo

    // MARK: - Initialization

    /// A presenter that formats with `formatting` and keeps the pages it made in `pageMemo`, which
    /// the scene's factory shares between the scene's openings.
    init(
        formatting: BankFormatting,
        pageMemo: Transactions.FetchPage.Memo = .init(keeping: Transactions.FetchPage.pagesKept)
    ) {
        self.formatting = formatting
        self.pageMemo = pageMemo
    }

    // MARK: - TransactionsPresentationLogic

    func presentPage(_ response: Transactions.FetchPage.Response) {
        let dated = DatedResponse(response: response, today: formatting.dates.today)
        display?.displayPage(pageMemo.viewModel(for: dated) { pageViewModel($0.response, today: $0.today) })
    }

    func presentSelectedTransaction(_ response: Transactions.SelectTransaction.Response) {
        display?.displaySelectedTransaction(Transactions.SelectTransaction.ViewModel(memo: response.transaction.memo))
    }

    func presentExport(_ response: Transactions.ExportStatement.Response) {
        display?.displayExport(
            Transactions.ExportStatement.ViewModel(
                message: Strings.Transactions.exported(formatting.count(response.count), to: response.path)))
    }

    func presentCategoryChoices(_ response: CategoryChoices.Response) {
        display?.displayCategoryChoices(CategoryChoices.viewModel(response))
    }

    // MARK: - Private

    private func pageViewModel(_ response: Transactions.FetchPage.Response, today: Int)
        -> Transactions.FetchPage.ViewModel
    {
        let account = response.account
        var rows = TransactionRow.numbered(
            response.transactions, of: account, formatting: formatting, today: today,
            reconciliation: response.reconciliation)
        if let balance = response.balanceAfterFirst {
            rows = TransactionRow.withBalances(
                rows, startingAt: balance, currency: account.currency, isVisible: response.showsBalances,
                formatting: formatting)
        }
        let isEmpty = rows.isEmpty
        let isReconciled = response.reconciliation != nil
        let hasBalances = response.balanceAfterFirst != nil
        return Transactions.FetchPage.ViewModel(
            heading: Strings.Transactions.heading(account.name),
            subtitle: subtitle(for: response),
            rows: LaidOutRows(
                rows, columns: TransactionTable.Cells.page(isReconciled: isReconciled, hasBalances: hasBalances)),
            isReconciled: isReconciled,
            hasBalances: hasBalances,
            emptyTitle: isEmpty ? Strings.Transactions.emptyTitle(filtered: !response.filters.isEmpty) : nil,
            emptyMessage: isEmpty && !response.filters.isEmpty ? Strings.Transactions.emptyFilteredHint : nil,
            position: position(of: response)
        )
    }

    /// The search, filters and page, as their commands take them.
    private func position(of response: Transactions.FetchPage.Response) -> Transactions.FetchPage.ViewModel.Position {
        let filters = response.filters
        return .init(
            search: filters.text, type: filters.type?.rawValue, category: filters.category?.rawValue,
            from: filters.from?.isoText, to: filters.to?.isoText, page: response.pageIndex + 1)
    }

    private func subtitle(for response: Transactions.FetchPage.Response) -> String {
        let page = response.pageIndex + 1
        var parts = [
            response.pageCount.map { Strings.Transactions.pageOf(page, $0) } ?? Strings.Transactions.page(page)
        ]
        switch response.totalCount {
        case .exactly(let count): parts.append(Strings.Transactions.count(count, formatted: formatting.count(count)))
        case .moreThan(let count): parts.append(Strings.Transactions.countMoreThan(formatting.count(count)))
        }
        let filters = response.filters
        if let text = filters.text { parts.append(Strings.Transactions.matching(text)) }
        if let type = filters.type { parts.append(Strings.Transactions.typeFilter(type.rawValue)) }
        if let category = filters.category { parts.append(Strings.Transactions.categoryFilter(category.rawValue)) }
        if let from = filters.from { parts.append(Strings.Transactions.fromFilter(from.isoText)) }
        if let to = filters.to { parts.append(Strings.Transactions.toFilter(to.isoText)) }
        if let reconciliation = response.reconciliation {
            parts.append(Strings.Transactions.reconciledThrough(formatting.dates.full(.day(reconciliation.day))))
        }
        return parts.joined(separator: Strings.Transactions.separator)
    }
}
