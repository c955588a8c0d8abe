import BankDomain

extension Strings {
    enum Transactions {
        /// The scene as a place in prose: "it works in an account's transactions".
        static let place = "an account's transactions"
        private typealias Name = TransactionsCommand.Name

        static let title = "Transactions"
        static let separator = " · "
        static let emptyFilteredHint = "Type '\(Name.clear)' to remove the search and filters."
        static let alreadyFirst = "already on the first page"
        static let pageHint =
            "Type '\(Name.next)', '\(Name.previous)', '\(Name.first)', '\(Name.last)' or '\(Name.page) N'."
        static let dayHint = "Write dates as YYYY-MM-DD, such as 2026-01-15."
        static let fromAfterTo = "the 'from' day is after the 'to' day"
        static let fromAfterToHint = "Change one of them, or type '\(Name.clear)'."
        static let nextSummary = "Show the next page"
        static let previousSummary = "Show the previous page"
        static let firstSummary = "Show the first page: the newest transactions"
        static let lastSummary = "Show the last page: the oldest transactions"
        static let pageSummary = "Show page N"
        static let pageArgument = "The page's number"
        static let openSummary = "Show one transaction of this page"
        static let transactionArgument = "The transaction's number on the page, or the start of its memo"
        static let searchSummary = "Show only transactions with words starting with each word typed"
        static let textArgument = "The words to look for, or a transfer's key"
        static let filterSummary = "Show only one type, one category, or days from or to a date"
        static let fieldArgument = "What to filter by: type, category, from or to"
        static let valueArgument = "credit or debit; a category; a date as YYYY-MM-DD"
        static let searchHint = "Search for words or the start of words, such as 'coff' for Coffee Corner."
        static let clearSummary = "Remove the search and every filter"
        static let purpose =
            "One page of an account's transactions, newest first, numbered on the page; paging, text search and filters by type, category and dates."

        static func heading(_ account: String) -> String {
            "Transactions · \(account)"
        }

        static func emptyTitle(filtered: Bool) -> String {
            filtered ? "No transactions match." : "No transactions yet."
        }

        static func alreadyLast(_ count: Int) -> String {
            count == 1 ? "there is only one page" : "already on the last page, page \(count)"
        }

        static func noSuchPage(_ page: Int, count: Int) -> String {
            "there is no page \(page); there \(count == 1 ? "is 1 page" : "are \(count) pages")"
        }

        static func noSuchDay(_ day: CalendarDay) -> String {
            noSuchDay(day.isoText)
        }

        static func noSuchDay(_ text: String) -> String {
            "\(text) is not a day in the calendar"
        }

        static func pageOf(_ page: Int, _ count: Int) -> String {
            "Page \(page) of \(count)"
        }

        static func page(_ page: Int) -> String {
            "Page \(page)"
        }

        static func count(_ count: Int, formatted: String) -> String {
            count == 1 ? "1 transaction" : "\(formatted) transactions"
        }

        static func countMoreThan(_ count: String) -> String {
            "more than \(count) transactions"
        }

        static func nothingToSearchFor(_ text: String) -> String {
            "'\(text)' has no letters or digits to search for"
        }

        static func matching(_ text: String) -> String {
            "matching \"\(text)\""
        }

        static func typeFilter(_ type: String) -> String {
            "type \(type)"
        }

        static func categoryFilter(_ category: String) -> String {
            "category \(category)"
        }

        static func fromFilter(_ day: String) -> String {
            "from \(day)"
        }

        static func reconciledThrough(_ day: String) -> String { "reconciled through \(day)" }
        static func toFilter(_ day: String) -> String {
            "to \(day)"
        }

        static func badChoice(_ field: String, _ value: String, _ names: String) -> String {
            "VALUE for '\(field)' must be one of \(names), not '\(value)'"
        }

        static func badDate(_ field: String, _ value: String) -> String {
            "VALUE for '\(field)' must be a date such as 2026-01-15, not '\(value)'"
        }

        static let exportSummary = "Write the transactions the search and filters let through to a CSV statement"
        static let exportFileArgument = "The new file to write"
        static let replaceFlag = "Write over the file if there is one"

        static func exported(_ count: String, to path: String) -> String {
            "Exported \(count) transaction\(count == "1" ? "" : "s") to \(path)."
        }
    }
}
