import BankDomain
import Foundation
import ViperaSpyable

/// The business logic of the transactions scene.
@Spyable
@MainActor
protocol TransactionsBusinessLogic: AnyObject {
    func fetchPage(_ request: Transactions.FetchPage.Request) async
    func narrow(_ request: Transactions.Narrow.Request) async
    func selectTransaction(_ request: Transactions.SelectTransaction.Request) async
    func exportStatement(_ request: Transactions.ExportStatement.Request) async
}

/// What the router may pass on from the transactions scene.
@Spyable
@MainActor
protocol TransactionsDataStore: AnyObject {
    var account: Account { get }
    var selectedTransaction: Transaction? { get }
}

/// Keeps the filters, the page shown and its transactions.
@MainActor
final class TransactionsInteractor: TransactionsBusinessLogic, TransactionsDataStore {
    // MARK: - Properties

    let account: Account
    private(set) var selectedTransaction: Transaction?
    private(set) var filters = TransactionFilters()
    private(set) var pageIndex = 0
    private(set) var shown: [Transaction] = []
    private var pageCount = 1
    private var pageSize = UserSettings.defaults.pageSize
    let presenter: any TransactionsPresentationLogic
    private let worker: any TransactionsWorkingLogic
    private let days: RelativeDateFormatter

    // MARK: - Initialization

    init(
        account: Account,
        presenter: any TransactionsPresentationLogic,
        worker: any TransactionsWorkingLogic,
        days: RelativeDateFormatter
    ) {
        self.account = account
        self.presenter = presenter
        self.worker = worker
        self.days = days
    }

    // MARK: - TransactionsBusinessLogic

    func fetchPage(_ request: Transactions.FetchPage.Request) async {
        do {
            pageSize = try await worker.fetchPageSize()
            try await load(page: try pageIndex(for: request.target))
        } catch {
            presenter.presentError(error)
        }
    }

    func narrow(_ request: Transactions.Narrow.Request) async {
        do {
            let narrowed = try narrowed(by: request.change)
            let previous = filters
            filters = narrowed
            do {
                try await load(page: 0)
            } catch {
                filters = previous
                throw error
            }
        } catch {
            presenter.presentError(error)
        }
    }

    func selectTransaction(_ request: Transactions.SelectTransaction.Request) async {
        do {
            let transaction = try ListSelectionError.entry(request.position, of: shown)
            selectedTransaction = transaction
            presenter.presentSelectedTransaction(Transactions.SelectTransaction.Response(transaction: transaction))
        } catch {
            presenter.presentError(error)
        }
    }

    func exportStatement(_ request: Transactions.ExportStatement.Request) async {
        do {
            let count = try await worker.exportStatement(matching: try query(for: filters), to: request.path)
            presenter.presentExport(Transactions.ExportStatement.Response(path: request.path, count: count))
        } catch {
            presenter.presentError(error)
        }
    }

    // MARK: - Private

    private func pageIndex(for target: Transactions.FetchPage.Target) throws(TransactionsError) -> Int {
        switch target {
        case .first:
            return 0
        case .current:
            return pageIndex
        case .next:
            guard pageIndex + 1 < pageCount else { throw TransactionsError.alreadyOnLastPage(pageCount) }
            return pageIndex + 1
        case .previous:
            guard pageIndex > 0 else { throw TransactionsError.alreadyOnFirstPage }
            return pageIndex - 1
        case .number(let number):
            guard (1...pageCount).contains(number) else {
                throw TransactionsError.noSuchPage(number, pageCount: pageCount)
            }
            return number - 1
        }
    }

    private func load(page requested: Int) async throws {
        let query = try query(for: filters)
        var index = requested
        var page = try await worker.fetchPage(query, offset: index * pageSize, limit: pageSize)
        let count = max(1, (page.totalCount + pageSize - 1) / pageSize)
        if index >= count {
            index = count - 1
            page = try await worker.fetchPage(query, offset: index * pageSize, limit: pageSize)
        }
        pageIndex = index
        pageCount = count
        shown = page.transactions
        presenter.presentPage(
            Transactions.FetchPage.Response(
                account: account,
                transactions: page.transactions,
                pageIndex: index,
                pageCount: count,
                totalCount: page.totalCount,
                filters: filters
            )
        )
    }

    private func narrowed(by change: Transactions.Narrow.Change) throws(TransactionsError) -> TransactionFilters {
        var narrowed: TransactionFilters
        switch change {
        case .search(let text):
            narrowed = filters
            narrowed.text = text
        case .filter(let filter):
            narrowed = filters.applying(filter)
        case .clear:
            narrowed = TransactionFilters()
        }
        _ = try query(for: narrowed)
        return narrowed
    }

    /// The store query for `filters`; refuses days that do not exist and a `from` after the `to`.
    private func query(for filters: TransactionFilters) throws(TransactionsError) -> TransactionQuery {
        let from = try filters.from.map { day throws(TransactionsError) in
            guard let date = days.startOfDay(day) else { throw TransactionsError.noSuchDay(day) }
            return date
        }
        let until = try filters.to.map { day throws(TransactionsError) in
            guard let date = days.startOfNextDay(day) else { throw TransactionsError.noSuchDay(day) }
            return date
        }
        if let from, let until, from >= until {
            throw TransactionsError.fromAfterTo
        }
        return TransactionQuery(
            accountID: account.id,
            text: filters.text,
            type: filters.type,
            category: filters.category,
            from: from,
            until: until
        )
    }
}
