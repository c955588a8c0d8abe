import BankDomain
public import Vipera
import ViperaSpyable

/// The use cases of the accounts scene.
enum Accounts {
    // MARK: - Fetch Accounts

    /// List the accounts.
    enum FetchAccounts {
        struct Response: Sendable, Equatable {
            let accounts: [Account]
            let showsBalances: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let name: String
                let type: String
                let maskedNumber: String
                let balance: String
                /// The balance for programs; nil while balances are hidden.
                let balanceMinor: Int64?
                let currency: String
            }

            let rows: [Row]
            let emptyMessage: String?
        }
    }

    // MARK: - Select Account

    /// Pick an account to open.
    enum SelectAccount {
        struct Request: Sendable, Equatable {
            let position: Int
        }

        struct Response: Sendable, Equatable {
            let account: Account
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let name: String
        }
    }

    // MARK: - Toggle Balances

    /// Show or hide balances everywhere.
    enum ToggleBalances {
        struct Response: Sendable, Equatable {
            let showsBalances: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }
}

/// The commands of the accounts scene.
public enum AccountsCommand: Sendable, Equatable {
    /// Open the account picked from the list.
    case open(ListItem)
    /// Load the accounts again.
    case refresh
    /// Show or hide balances.
    case toggleBalances
}

extension AccountsCommand {
    /// Command names that prose names too: declared once, for the table and the text.
    enum Name {
        static let toggleBalances = "toggle-balances"
    }
}
