import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The use cases of the account detail scene.
enum AccountDetail {
    // MARK: - Show Account

    /// Show the account and its latest transactions.
    enum ShowAccount {
        /// The balance at the end of a day; a history has one per day, oldest first, none missing.
        struct DayBalance: Sendable, Equatable {
            let day: Date
            let balanceMinor: Int64
        }

        struct Response: Sendable, Equatable {
            let account: Account
            let latest: [Transaction]
            let balanceHistory: [DayBalance]
            let showsBalances: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Field: Sendable, Equatable, Encodable {
                let label: String
                let value: String
            }

            /// A day's closing balance: its minor units (nil while balances are hidden) and its
            /// height between the lowest (0) and highest (1) of the days.
            struct DayBalance: Sendable, Equatable, Encodable {
                let day: String
                let balanceMinor: Int64?
                let level: Double
            }

            let title: String
            let fields: [Field]
            /// The balance and, for a credit account, what is available, for programs; nil while
            /// balances are hidden.
            let balanceMinor: Int64?
            let availableMinor: Int64?
            let currency: String
            let balanceHistory: [DayBalance]
            let balanceHistoryLabel: String
            let balanceHistoryCaption: String?
            let latest: [TransactionRow]
            let emptyMessage: String?
        }
    }

    // MARK: - Import Statement

    /// Read a bank statement file into the account, showing progress, then what it did.
    enum ImportStatement {
        struct Request: Sendable, Equatable {
            let path: String
            let options: StatementImportOptions
        }

        struct ProgressResponse: Sendable, Equatable {
            let progress: StatementImportProgress
        }

        struct Response: Sendable, Equatable {
            let path: String
            let accountName: String
            let result: StatementImportResult
        }

        struct ProgressViewModel: Sendable, Equatable, Encodable {
            let fraction: Double
            let label: String
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Problem: Sendable, Equatable, Encodable {
                let line: Int
                let reason: String
            }

            let summary: String
            let problems: [Problem]
            let unlistedProblems: String?
        }
    }

    // MARK: - Transfer Outcome

    /// Tell how a transfer started here ended: the use case the scenes that start transfers share.
    typealias TransferOutcome = BankScenes.TransferOutcome
}

/// The commands of the account detail scene.
public enum AccountDetailCommand: Sendable, Equatable {
    /// Page through the account's transactions.
    case transactions
    /// Move money out of this account.
    case transfer
    /// See where this account's money went.
    case insights
    /// Load the account again.
    case refresh
    /// Read a bank statement (CSV) into the account.
    case importStatement(path: String, dateFormat: String?, isStrict: Bool)
}
