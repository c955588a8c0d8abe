public import BankDomain
public import Vipera
import ViperaSpyable

/// The use cases of the accounts scene.
enum Accounts {
    // MARK: - Fetch Accounts

    /// List the accounts.
    enum FetchAccounts {
        /// The list's view models, shared by the presenters of every opening of the scene.
        typealias Memo = SharedPresentationMemo<Response, ViewModel>

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

            let rows: LaidOutRows<Row>
            let emptyMessage: String?
        }
    }

    // MARK: - Select Account

    /// Pick an account to open.
    enum SelectAccount {
        struct Request: Sendable, Equatable {
            let pick: ListPick
        }

        struct Response: Sendable, Equatable {
            let account: Account
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let name: String
        }
    }

    // MARK: - Change Account

    /// Open a new account, rename, close, share one or take a share back.
    enum ChangeAccount {
        enum Request: Sendable, Equatable {
            case open(AccountOpening)
            case rename(ListPick, name: String)
            case close(ListPick)
            case reopen(ListPick)
            case share(ListPick, person: String, level: ShareLevel)
            case unshare(ListPick, person: String)
        }

        struct Response: Sendable, Equatable {
            enum Change: Sendable, Equatable {
                case opened
                case renamed(from: String)
                case closed
                case reopened
                case shared(AccountShare)
                case unshared(AccountShare)
            }

            let account: Account
            let change: Change
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            /// The account's name after the change, for programs.
            let name: String
        }
    }

    // MARK: - List Shares

    /// Show who may view or move money on which account.
    enum ListShares {
        struct Response: Sendable, Equatable {
            let shares: [AccountShare]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let account: String
                let owner: String
                let person: String
                let may: String
                /// `view` or `transfer`, for programs.
                let level: String
            }

            let rows: LaidOutRows<Row>
            let emptyMessage: String?
        }
    }

    // MARK: - People Choices

    /// The people an account may be shared with or taken from, which Tab and `?` suggest with
    /// what each may do now.
    enum PeopleChoices {
        struct Response: Sendable, Equatable {
            let shares: [AccountShare]
        }

        struct ViewModel: Sendable, Equatable {
            /// Each person once, in the order the shares list them.
            let names: [String]
            /// What each may do, on which accounts, in the same order.
            let descriptions: [String]

            /// None: before the first load, or on a bank without people.
            static let none = ViewModel(names: [], descriptions: [])
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
    /// Show who may view or move money on which account.
    case shares
    /// Search every account.
    case search(String)
    /// Open a new account, rename one or close one: one case, indirect, so that `open`, which
    /// every session runs, stays as cheap as before these existed (two allocations fewer each).
    indirect case change(AccountChange)
}

/// The commands of the accounts scene that change an account or who may use it.
public enum AccountChange: Sendable, Equatable {
    /// Open a new account.
    case newAccount(AccountOpening)
    /// Give an account from the list a new name.
    case rename(ListItem, name: String)
    /// Close an account from the list that holds nothing.
    case close(ListItem)
    /// Open a closed account again, with its history.
    case reopen(ListItem)
    /// Share an account from the list with a person, to view or for transfer.
    case share(ListItem, person: String, level: ShareLevel)
    /// Take an account from the list back from a person.
    case unshare(ListItem, person: String)
}

/// A new account as `new-account` reads it, before ``AccountRules`` check it.
public struct AccountOpening: Sendable, Equatable {
    /// The name as typed.
    public let name: String
    /// Checking, savings or credit.
    public let type: AccountType
    /// The currency code as typed, when one was.
    public let currency: String?
    /// The opening balance, when one was given.
    public let opening: WrittenAmount?
    /// The credit limit, when one was given.
    public let limit: WrittenAmount?
    /// The IBAN as typed, when one was given: vbank makes up none.
    public var iban: String?
    /// The day it opened, when one was given: before it, the account has no history.
    public var opened: CalendarDay?
}

extension AccountsCommand {
    /// Command names that prose names too: declared once, for the table and the text.
    enum Name {
        static let toggleBalances = "toggle-balances"
        static let newAccount = "new-account"
    }
}
