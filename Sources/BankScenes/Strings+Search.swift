extension Strings {
    // MARK: - Search

    /// The search scene's words.
    enum Search {
        static let title = "Search"
        static let place = "a search of every account"
        static let purpose =
            "The newest rows of every account, closed ones too, whose memo or counterparty has words starting with the words typed (or that a transfer with the key typed wrote), each with its account; 'open' shows one in its account, where it can be corrected."
        static let openSummary = "Show a row found, by its number or the start of its memo"
        static let searchSummary = "Search every account for other words"
        static let everyAccountSummary = "Search every account: search coffee"
        static let transactionArgument = "The row's number in the list, or the start of its memo"
        static let textArgument = "Words the memo or counterparty has words starting with, or a transfer's key"
        static let nothingFound = "Nothing found. Words match from their start: 'coff' finds \"Coffee Corner\"."

        static func heading(_ text: String) -> String { "Search · \(text)" }

        static func found(_ count: String, plural: Bool) -> String {
            plural ? "\(count) rows in every account" : "\(count) row in every account"
        }

        static func newest(_ count: String) -> String {
            "The newest \(count) rows in every account; more words find fewer"
        }
    }
}
