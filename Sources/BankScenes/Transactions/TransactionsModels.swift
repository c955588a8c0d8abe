public import BankDomain
import Foundation
public import Vipera

/// The use cases of the transactions scene.
enum Transactions {
    // MARK: - Fetch Page

    /// Show one page of the account's transactions.
    enum FetchPage {
        /// How many pages the presenter keeps made: paging back and forth between neighbours, or
        /// back from a transaction, shows a page already made.
        static let pagesKept = 3

        /// The pages' view models, shared by the presenters of every opening of the scene: each
        /// kept with the day it was made on, as "Yesterday" depends on it.
        typealias Memo = SharedPresentationMemo<DatedResponse<Response>, ViewModel>

        enum Target: Sendable, Equatable {
            case first
            case current
            case next
            case previous
            case last
            case number(Int)
        }

        struct Request: Sendable, Equatable {
            let target: Target
        }

        /// The pages read, shared by the interactors of every opening of the list: a page asked
        /// for again from where it was asked before, on an unchanged bank, is not read again.
        typealias Reads = ResponseMemo<Source, Read>
        /// How many pages the list's openings keep read: the first, and a step back and forth.
        static let readsKept = 4

        /// What a page is read and worked out from: the target, the page it is asked from, the
        /// list's settings and the bank's revision.
        ///
        /// The memo compares the fields in the order they are declared, so the ones that tell
        /// one page's source from another's come first, and the filters, equal for every page of
        /// a list, last.
        struct Source: Equatable {
            /// The page shown when it was asked for: its index, its ends, and whether an older
            /// page was known to exist.
            let pageIndex: Int
            let target: Target
            let accountID: Account.ID
            let first: TransactionCursor?
            let last: TransactionCursor?
            let hasOlderPage: Bool
            let pageSize: Int
            let showsBalances: Bool
            let revision: BankRevision
            let filters: TransactionFilters
        }

        /// A page read: its response, and whether an older page exists.
        struct Read {
            let response: Response
            let hasOlderPage: Bool
        }

        /// Declared with the fields that tell one page from another first: the presenter's memo
        /// compares them in this order, and the account, equal on every page, last.
        struct Response: Sendable, Equatable {
            let pageIndex: Int
            /// Nil while the list is longer than it was counted.
            let pageCount: Int?
            let totalCount: TransactionCount
            /// The page's rows, a window of the rows read: the same page read again shares their
            /// storage, so the presenter's memo tells it from a kept one by address.
            let transactions: ArraySlice<Transaction>
            let account: Account
            let filters: TransactionFilters
            /// The account's latest reconciliation, which marks the rows it covers.
            var reconciliation: Reconciliation?
            /// What the account held after the page's first row; nil for a narrowed list.
            var balanceAfterFirst: Int64?
            var showsBalances = true
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let heading: String
            let subtitle: String
            let rows: LaidOutRows<TransactionRow>
            /// Whether the account was reconciled, so its rows have a column for the mark.
            var isReconciled = false
            /// Whether the rows say what the account held after each: a list of the whole ledger.
            var hasBalances = false
            let emptyTitle: String?
            let emptyMessage: String?
            /// Where the list is: what a deep link repeats to come back to it. Not part of the
            /// JSON output.
            let position: Position

            /// The search, the filters as their commands take them, and the page.
            struct Position: Sendable, Equatable {
                var search: String?
                var type: String?
                var category: String?
                var from: String?
                var to: String?
                /// The page's number, from 1.
                var page = 1
            }

            private enum CodingKeys: String, CodingKey {
                case heading, subtitle, rows, emptyTitle, emptyMessage
            }
        }
    }

    // MARK: - Narrow

    /// Search, filter or clear, then show the first page.
    enum Narrow {
        enum Change: Sendable, Equatable {
            case search(String)
            case filter(TransactionFilter)
            case clear
        }

        struct Request: Sendable, Equatable {
            let change: Change
        }
    }

    // MARK: - Select Transaction

    /// Pick a transaction on the page to open.
    enum ExportStatement {
        struct Request: Sendable, Equatable {
            let path: String
            /// Whether a file already at the path is written over.
            var replacing = false
        }

        struct Response: Sendable, Equatable {
            let path: String
            let count: Int
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Select Transaction

    enum SelectTransaction {
        struct Request: Sendable, Equatable {
            let position: Int
        }

        struct Response: Sendable, Equatable {
            let transaction: Transaction
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let memo: String
        }
    }
}

/// One way to narrow the transaction list.
public enum TransactionFilter: Sendable, Equatable {
    /// Only credits or only debits.
    case type(TransactionType)
    /// Only one category.
    case category(TransactionCategory)
    /// From this day on.
    case from(CalendarDay)
    /// Up to and including this day.
    case to(CalendarDay)
}

/// The search and filters in force.
struct TransactionFilters: Sendable, Equatable {
    var text: String?
    var type: TransactionType?
    var category: TransactionCategory?
    var from: CalendarDay?
    var to: CalendarDay?

    var isEmpty: Bool { self == TransactionFilters() }

    /// The filters with `filter` applied.
    func applying(_ filter: TransactionFilter) -> TransactionFilters {
        var changed = self
        switch filter {
        case .type(let type): changed.type = type
        case .category(let category): changed.category = category
        case .from(let day): changed.from = day
        case .to(let day): changed.to = day
        }
        return changed
    }
}

/// Why a page or filter request was refused.
enum TransactionsError: Error, Equatable, Sendable, LocalizedError {
    case alreadyOnFirstPage
    case alreadyOnLastPage(Int)
    case noSuchPage(Int, pageCount: Int)
    case noSuchDay(CalendarDay)
    case fromAfterTo
    case nothingToSearchFor(String)

    var errorDescription: String? {
        switch self {
        case .alreadyOnFirstPage: Strings.Transactions.alreadyFirst
        case .alreadyOnLastPage(let count): Strings.Transactions.alreadyLast(count)
        case .noSuchPage(let page, let count): Strings.Transactions.noSuchPage(page, count: count)
        case .noSuchDay(let day): Strings.Transactions.noSuchDay(day)
        case .fromAfterTo: Strings.Transactions.fromAfterTo
        case .nothingToSearchFor(let text): Strings.Transactions.nothingToSearchFor(text)
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .alreadyOnFirstPage, .alreadyOnLastPage, .noSuchPage: Strings.Transactions.pageHint
        case .noSuchDay: Strings.Transactions.dayHint
        case .fromAfterTo: Strings.Transactions.fromAfterToHint
        case .nothingToSearchFor: Strings.Transactions.searchHint
        }
    }
}

/// The commands of the transactions scene.
public enum TransactionsCommand: Sendable, Equatable {
    /// The first page: the newest transactions.
    case first
    /// The next page.
    case next
    /// The previous page.
    case previous
    /// The last page: the oldest transactions.
    case last
    /// Page N.
    case page(Int)
    /// Open the transaction picked from the page.
    case open(ListItem)
    /// Only transactions whose memo or counterparty contains the text.
    case search(String)
    /// Narrow the list.
    case filter(TransactionFilter)
    /// Remove the search and every filter.
    case clear
    /// Write every transaction the search and filters let through to a statement file; over a
    /// file already there only when `replacing`.
    case export(path: String, replacing: Bool)
    /// Review the session's last record or correction, to take it back.
    case undo
}

extension TransactionsCommand {
    /// Command names that prose names too: declared once, for the table and the text.
    enum Name {
        static let next = "next"
        static let previous = "prev"
        static let first = "first"
        static let last = "last"
        static let page = "page"
        static let clear = "reset"
        static let search = "search"
        static let filter = "filter"
    }
}
