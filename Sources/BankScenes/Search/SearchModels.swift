public import BankDomain
public import Vipera
import ViperaSpyable

/// The use cases of the search scene.
enum Search {
    // MARK: - Find

    /// Find the newest rows of every account whose memo or counterparty has words starting with
    /// the words typed.
    enum Find {
        struct Request: Sendable, Equatable {
            let text: String
        }

        struct Response: Sendable, Equatable {
            let text: String
            /// The newest matches, newest first, at most ``SearchInteractor/limit``.
            let transactions: [Transaction]
            /// Whether there are more matches than those.
            let hasMore: Bool
            /// Every account, closed ones too, for their names and currencies.
            let accounts: [Account]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let heading: String
            let subtitle: String
            let rows: LaidOutRows<TransactionRow>
            let emptyMessage: String?
        }
    }

    // MARK: - Select Transaction

    /// Open one of the rows found: the use case an account's list has.
    typealias SelectTransaction = Transactions.SelectTransaction
}

/// The commands of the search scene.
public enum SearchCommand: Sendable, Equatable {
    /// Search every account again, for other words.
    case search(String)
    /// Open a row of the list, by its number or the start of its memo.
    case open(ListItem)
}
