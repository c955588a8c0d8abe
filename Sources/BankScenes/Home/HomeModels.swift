import BankDomain
import Vipera
import ViperaSpyable

/// The use cases of the home scene.
enum Home {
    // MARK: - Fetch Home

    /// The total balance, the accounts, and the newest transactions.
    enum FetchHome {
        /// What the overview is read from: the settings, read apart from the bank's revision
        /// (settings a read-only bank could not save hold for the session without moving it).
        struct Source: Equatable {
            let showsBalances: Bool
            let revision: BankRevision
        }

        struct Response: Sendable, Equatable {
            /// Closed accounts too, for the names of their recent transactions; only open ones are listed.
            let accounts: [Account]
            /// The balances summed per currency; nil when they are too large to add up.
            let totals: [CurrencyTotal]?
            let recent: [Transaction]
            let showsBalances: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct AccountRow: Sendable, Equatable, Encodable {
                let name: String
                let type: String
                let balance: String
                /// The balance for programs; nil while balances are hidden.
                let balanceMinor: Int64?
                let currency: String
            }

            let total: String
            /// The total in each currency for programs; nil while balances are hidden or when the
            /// balances are too large to add up.
            let totals: [MinorAmount]?
            let accounts: LaidOutRows<AccountRow>
            let recent: RecentList
        }
    }

    // MARK: - Show Recent

    /// The newest N transactions across every account.
    enum ShowRecent {
        /// How many the overview shows, and `recent` without a number: declared once, for the
        /// interactor that fetches them and the help that says so.
        static let overviewCount = 5

        struct Request: Sendable, Equatable {
            /// How many; nil for as many as the overview shows.
            let count: Int?
        }

        struct Response: Sendable, Equatable {
            let accounts: [Account]
            let recent: [Transaction]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let recent: RecentList
        }
    }

    /// Recent transactions as rows, or what to say when there are none.
    struct RecentList: Sendable, Equatable, Encodable {
        let heading: String
        let rows: LaidOutRows<TransactionRow>
        let emptyMessage: String?
    }

    // MARK: - Transfer Outcome

    /// Tell how a transfer started here ended: the use case the scenes that start transfers share.
    typealias TransferOutcome = BankScenes.TransferOutcome
}

/// The commands of the home scene.
public enum HomeCommand: Sendable, Equatable {
    /// Go to the accounts.
    case accounts
    /// Go to the accounts, closed ones too.
    case closedAccounts
    /// Go to the cards.
    case cards
    /// Start a transfer.
    case transfer
    /// Record money spent or received, with the pieces its one-line form gave.
    case record(RecordKind, line: String?)
    /// Go to the settings.
    case settings
    /// See where the money went.
    case insights
    /// Go to the categories and the rules.
    case categories
    /// Search every account.
    case search(String)
    /// Show the newest N transactions; as many as the overview shows when N is not given.
    case recent(Int?)
    /// Review the session's last record or correction, to take it back.
    case undo
    /// Load everything again.
    case refresh
}
