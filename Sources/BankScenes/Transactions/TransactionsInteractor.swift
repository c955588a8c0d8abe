import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the transactions scene.
@Spyable
protocol TransactionsBusinessLogic: BusinessLogic {
    func loadCategoryChoices() async
    func fetchPage(_ request: Transactions.FetchPage.Request) async
    func narrow(_ request: Transactions.Narrow.Request) async
    func selectTransaction(_ request: Transactions.SelectTransaction.Request) async
    func exportStatement(_ request: Transactions.ExportStatement.Request) async
}

/// What the router may pass on from the transactions scene.
@Spyable
protocol TransactionsDataStore: DataStore {
    var account: Account { get }
    var selectedTransaction: Transaction? { get }
}

/// Keeps the filters, the page shown and its transactions.
///
/// Pages are read from a cursor (the first or last transaction shown), so `next` and `prev` cost
/// a page however long the list is. The list is counted exactly up to ``countLimit``
/// transactions; a longer one is "more than" that until `last` or `page N` needs its end.
final class TransactionsInteractor: TransactionsBusinessLogic, TransactionsDataStore {
    // MARK: - Nested Types

    /// Which window to read for a page, and whether an older page is known to exist (nil: the
    /// window asks for one row more to find out).
    private struct PagePlan {
        let index: Int
        let request: TransactionPageRequest
        let hasOlderPage: Bool?
    }

    // MARK: - Constants

    /// Lists are counted exactly up to this many transactions.
    static let countLimit = 1_000

    // MARK: - Properties

    let account: Account
    private(set) var selectedTransaction: Transaction?
    private(set) var filters = TransactionFilters()
    /// Whether balances are shown, or hidden behind dots (`set show-balances off`).
    private var showsBalances = true
    private(set) var pageIndex = 0
    /// The page's rows: a window of the rows read, which shares their storage, so the same page
    /// read again (kept by the store) compares by address in the presenter's memo.
    private(set) var shown: ArraySlice<Transaction> = []
    private var hasOlderPage = false
    private var pageSize = UserSettings.defaults.pageSize
    let presenter: any TransactionsPresentationLogic
    private let worker: any TransactionsWorkingLogic
    private let calendar: BankCalendar
    /// The pages read lately, kept while the bank does not change.
    private let reads: Transactions.FetchPage.Reads

    // MARK: - Initialization

    /// The interactor of `account`'s list, reading through `worker`, presenting through
    /// `presenter`; the pages it reads are kept in `reads`, which the list's openings share.
    init(
        account: Account, presenter: any TransactionsPresentationLogic, worker: any TransactionsWorkingLogic,
        calendar: BankCalendar, reads: Transactions.FetchPage.Reads = .init()
    ) {
        self.account = account
        self.presenter = presenter
        self.worker = worker
        self.calendar = calendar
        self.reads = reads
    }

    // MARK: - TransactionsBusinessLogic

    func fetchPage(_ request: Transactions.FetchPage.Request) async {
        await presenter.presentingErrors {
            let settings = try await worker.fetchSettings()
            (pageSize, showsBalances) = (settings.pageSize, settings.showsBalances)
            try await load(request.target)
        }
    }

    func narrow(_ request: Transactions.Narrow.Request) async {
        await presenter.presentingErrors {
            var change = request.change
            if case .filter(.category(let typed)) = change {
                change = .filter(.category(try await bankCategory(typed)))
            }
            let narrowed = try narrowed(by: change)
            let previous = filters
            filters = narrowed
            do {
                try await load(.first)
            } catch {
                filters = previous
                throw error
            }
        }
    }

    func selectTransaction(_ request: Transactions.SelectTransaction.Request) async {
        await presenter.presentingErrors {
            let transaction = try ListSelectionError.entry(request.position, of: Array(shown))
            selectedTransaction = transaction
            presenter.presentSelectedTransaction(Transactions.SelectTransaction.Response(transaction: transaction))
        }
    }

    func exportStatement(_ request: Transactions.ExportStatement.Request) async {
        await presenter.presentingErrors {
            let count = try await worker.exportStatement(
                matching: try query(for: filters), to: request.path, replacing: request.replacing)
            presenter.presentExport(Transactions.ExportStatement.Response(path: request.path, count: count))
        }
    }

    /// Reads the categories Tab and `?` suggest.
    func loadCategoryChoices() async {
        presenter.presentCategoryChoices(await CategoryChoices.response(reading: worker.fetchCategoryBook))
    }

    // MARK: - Private

    /// Reads the page `target` names from the one shown, or takes the one read before from the
    /// same page on an unchanged bank, and presents it.
    private func load(_ target: Transactions.FetchPage.Target) async throws {
        let source = await worker.fetchRevision().map { pageSource(of: target, at: $0) }
        let page = try await reads.response(for: source) { try await read(target) }
        let response = page.response
        pageIndex = response.pageIndex
        shown = response.transactions
        hasOlderPage = page.hasOlderPage
        presenter.presentPage(response)
    }

    private func pageSource(of target: Transactions.FetchPage.Target, at revision: BankRevision)
        -> Transactions.FetchPage.Source
    {
        // The ends are read where they are stored: `first` and `last` copy a row, every string in it.
        Transactions.FetchPage.Source(
            pageIndex: pageIndex, target: target, accountID: account.id,
            first: shown.isEmpty ? nil : TransactionCursor(shown[shown.startIndex]),
            last: shown.isEmpty ? nil : TransactionCursor(shown[shown.index(before: shown.endIndex)]),
            hasOlderPage: hasOlderPage, pageSize: pageSize, showsBalances: showsBalances, revision: revision,
            filters: filters)
    }

    /// The page `target` names from the one shown, read now.
    private func read(_ target: Transactions.FetchPage.Target) async throws -> Transactions.FetchPage.Read {
        let query = try query(for: filters)
        var total = try await worker.countTransactions(query, upTo: Self.countLimit)
        let plan = try await plan(for: target, query: query, total: &total)
        let read = try await worker.fetchPage(query, page: plan.request)
        if read.isEmpty, plan.index > 0 {
            // The page's transactions went away (another session, say): start again at the top.
            return try await self.read(.first)
        }
        let hasOlder = plan.hasOlderPage ?? (read.count > pageSize)
        // A window of what was read, not a copy: the one row read past the page stays unshown.
        let rows = read.prefix(pageSize)
        let count = Self.count(total, knowing: plan.index * pageSize + rows.count, hasOlder: hasOlder)
        let response = Transactions.FetchPage.Response(
            pageIndex: plan.index,
            pageCount: Self.pageCount(of: count, pageSize: pageSize),
            totalCount: count,
            transactions: rows,
            account: account,
            filters: filters,
            reconciliation: try await worker.fetchLatestReconciliation(of: account),
            balanceAfterFirst: try await balance(after: rows.first, of: query, pageIndex: plan.index, total: total),
            showsBalances: showsBalances
        )
        return Transactions.FetchPage.Read(response: response, hasOlderPage: hasOlder)
    }

    /// What the account held after the page's first row, when the list is the whole ledger (a
    /// balance after a row of a narrowed list would leave out the rows between): counted from the
    /// end of the ledger the page is nearer.
    private func balance(
        after first: Transaction?, of query: TransactionQuery, pageIndex: Int, total: TransactionCount
    ) async throws -> Int64? {
        guard let first, !query.isFiltered else { return nil }
        let isNearerTheOldest =
            if case .exactly(let exact) = total { pageIndex * pageSize > exact / 2 } else { false }
        return try await worker.fetchBalance(after: first, countingFromOldest: isNearerTheOldest)
    }

    private func plan(
        for target: Transactions.FetchPage.Target, query: TransactionQuery, total: inout TransactionCount
    ) async throws -> PagePlan {
        switch target {
        case .first:
            return PagePlan(index: 0, request: window(.newest(skipping: 0)), hasOlderPage: nil)
        case .current:
            // The first page is the newest rows, whatever was added since it was shown (another
            // session's transfer): reading from its old first row would leave them out.
            guard pageIndex > 0, let first = shown.first else {
                return PagePlan(index: 0, request: window(.newest(skipping: 0)), hasOlderPage: nil)
            }
            return PagePlan(index: pageIndex, request: window(.startingAt(TransactionCursor(first))), hasOlderPage: nil)
        case .next:
            guard hasOlderPage, let last = shown.last else { throw TransactionsError.alreadyOnLastPage(pageIndex + 1) }
            return PagePlan(
                index: pageIndex + 1, request: window(.olderThan(TransactionCursor(last))), hasOlderPage: nil)
        case .previous:
            guard pageIndex > 0, let first = shown.first else { throw TransactionsError.alreadyOnFirstPage }
            if pageIndex == 1 {
                // The first page is the newest rows, as `.current` reads it, with whatever came in
                // since at its top; and it is the read the list opened with, which the store and
                // the presenter keep, so going back to it formats nothing.
                return PagePlan(index: 0, request: window(.newest(skipping: 0)), hasOlderPage: nil)
            }
            let request = TransactionPageRequest(.newerThan(TransactionCursor(first)), limit: pageSize)
            return PagePlan(index: pageIndex - 1, request: request, hasOlderPage: true)
        case .last:
            let exact = try await exactCount(of: query, total: &total)
            let index = max(0, exact - 1) / pageSize
            let request = TransactionPageRequest(.oldest(skipping: 0), limit: max(1, exact - index * pageSize))
            return PagePlan(index: index, request: request, hasOlderPage: false)
        case .number(let number):
            return try await plan(forPage: number, query: query, total: &total)
        }
    }

    /// Page `number`: read from whichever end of the list is nearer.
    private func plan(forPage number: Int, query: TransactionQuery, total: inout TransactionCount) async throws
        -> PagePlan
    {
        let skip = (number - 1) * pageSize
        if case .moreThan(let known) = total, skip < known {
            return PagePlan(index: number - 1, request: window(.newest(skipping: skip)), hasOlderPage: nil)
        }
        let exact = try await exactCount(of: query, total: &total)
        let pages = Self.pageCount(of: exact, pageSize: pageSize)
        guard number <= pages else { throw TransactionsError.noSuchPage(number, pageCount: pages) }
        guard skip > exact / 2 else {
            return PagePlan(index: number - 1, request: window(.newest(skipping: skip)), hasOlderPage: nil)
        }
        let rows = min(pageSize, exact - skip)
        let request = TransactionPageRequest(.oldest(skipping: exact - skip - rows), limit: max(1, rows))
        return PagePlan(index: number - 1, request: request, hasOlderPage: skip + rows < exact)
    }

    /// A window of a page and one transaction more, which tells whether an older page exists.
    private func window(_ position: TransactionPageRequest.Position) -> TransactionPageRequest {
        TransactionPageRequest(position, limit: pageSize + 1)
    }

    /// The exact size of the list, counting every match when only a lower bound is known.
    private func exactCount(of query: TransactionQuery, total: inout TransactionCount) async throws -> Int {
        if case .moreThan = total {
            total = try await worker.countTransactions(query, upTo: nil)
        }
        switch total {
        case .exactly(let exact): return exact
        case .moreThan(let known): return known
        }
    }

    /// How many pages a list of `count` makes; nil while it is longer than it was counted.
    private static func pageCount(of count: TransactionCount, pageSize: Int) -> Int? {
        guard case .exactly(let exact) = count else { return nil }
        return pageCount(of: exact, pageSize: pageSize)
    }

    private static func pageCount(of transactions: Int, pageSize: Int) -> Int {
        max(1, (transactions + pageSize - 1) / pageSize)
    }

    /// The count as the pages read so far tell it: exact once the last page was seen, and never
    /// less than the transactions already passed.
    private static func count(_ total: TransactionCount, knowing seen: Int, hasOlder: Bool) -> TransactionCount {
        guard case .moreThan(let known) = total else { return total }
        return hasOlder ? .moreThan(max(known, seen)) : .exactly(seen)
    }

    /// The bank's category `typed` names: by its whole name, or by a start only one has.
    private func bankCategory(_ typed: TransactionCategory) async throws -> TransactionCategory {
        let categories = try await worker.fetchCategoryBook().definitions.map(\.category)
        if categories.contains(typed) {
            return typed
        }
        let starting = categories.filter { $0.rawValue.hasPrefix(typed.rawValue) }
        guard starting.count == 1 else { throw BankError.category(.noSuchCategory(typed)) }
        return starting[0]
    }

    private func narrowed(by change: Transactions.Narrow.Change) throws(TransactionsError) -> TransactionFilters {
        var narrowed: TransactionFilters
        switch change {
        case .search(let text):
            try SearchText.check(text)
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
            guard let date = calendar.start(of: day) else { throw TransactionsError.noSuchDay(day) }
            return LedgerBoundary(day: day, instant: date)
        }
        let until = try filters.to.map { day throws(TransactionsError) in
            guard let date = calendar.start(ofDayAfter: day) else { throw TransactionsError.noSuchDay(day) }
            return LedgerBoundary(day: day.next, instant: date)
        }
        if let from, let until, from.day >= until.day {
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
