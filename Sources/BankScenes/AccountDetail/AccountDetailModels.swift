public import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The use cases of the account detail scene.
enum AccountDetail {
    // MARK: - Show Account

    /// Show the account and its latest transactions.
    enum ShowAccount {
        /// The account's view models, shared by the presenters of every opening of the scene:
        /// each kept with the day it was made on, as "Yesterday" depends on it.
        typealias Memo = SharedPresentationMemo<DatedResponse<Response>, ViewModel>
        /// How many accounts the scene's openings keep made: a person going between a few of
        /// their accounts sees each made once.
        static let accountsKept = 3

        /// The responses read, shared by the interactors of every opening of the scene: an account
        /// opened again on an unchanged bank, the same day, is not read again.
        typealias Reads = ResponseMemo<Source, Response>

        /// What a response is read and worked out from.
        struct Source: Equatable {
            let accountID: Account.ID
            /// The history's last day.
            let today: CalendarDay
            /// Read apart from the bank's revision: settings a read-only bank could not save hold
            /// for the session without moving it.
            let showsBalances: Bool
            let revision: BankRevision
        }

        /// The balance at the end of a day; a history has one per day, oldest first, none missing.
        struct DayBalance: Sendable, Equatable {
            let day: CalendarDay
            let balanceMinor: Int64
        }

        struct Response: Sendable, Equatable {
            let account: Account
            let latest: [Transaction]
            let balanceHistory: [DayBalance]
            let showsBalances: Bool
            /// The reconciliation of the latest day, if any: rows on or before it are reconciled.
            var reconciliation: Reconciliation?
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Field: Sendable, Equatable, Encodable {
                let label: String
                let value: String
            }

            /// A day's closing balance: its minor units (nil while balances are hidden) and its
            /// height between the lowest (0) and highest (1) of the days.
            struct DayBalance: Sendable, Equatable, Encodable {
                // The day is written as text only for JSON output: the view draws levels, and a
                // history is 30 of them.
                private enum CodingKeys: String, CodingKey {
                    case day, balanceMinor, level
                }

                let day: CalendarDay
                let balanceMinor: Int64?
                let level: Double

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(day.isoText, forKey: .day)
                    try container.encodeIfPresent(balanceMinor, forKey: .balanceMinor)
                    try container.encode(level, forKey: .level)
                }
            }

            let title: String
            let fields: [Field]
            /// The balance and, for a credit account, what is available, for programs; nil while
            /// balances are hidden.
            let balanceMinor: Int64?
            let availableMinor: Int64?
            let currency: String
            let balanceHistory: [DayBalance]
            /// Nil for an account with no history yet, which shows no balance line at all.
            let balanceHistoryLabel: String?
            let balanceHistoryCaption: String?
            let latest: LaidOutRows<TransactionRow>
            let emptyMessage: String?
        }
    }

    // MARK: - Import Statement

    /// Read a bank statement file into the account, showing progress, then what it did.
    enum ImportStatement {
        struct Request: Sendable, Equatable {
            let path: String
            let options: StatementImportOptions
            /// Whether the session is a dry run (`--check`), whose import goes into a copy of the
            /// bank and is reported as what it would do.
            var isDryRun = false
            /// Whether an import of more than a few rows shows its preview and waits for `confirm`.
            var asksFirst = false
        }

        struct ProgressResponse: Sendable, Equatable {
            let progress: StatementImportProgress
        }

        /// How the statement's balance column compares with the account at the end of its days.
        enum BalanceCheck: Sendable, Equatable {
            /// Vbank holds what the statement says at the end of each of its `days`.
            case agrees(days: Int)
            /// The first day whose end the two part at: the statement's balance, and the account's.
            case parts(StatementBalance, accountMinor: Int64)
        }

        struct Response: Sendable, Equatable {
            let path: String
            let accountName: String
            var currency = Currency.bankDefault
            let result: StatementImportResult
            var isDryRun = false
            /// Nil for a statement without a balance column.
            var balanceCheck: BalanceCheck?
        }

        struct ProgressViewModel: Sendable, Equatable, Encodable {
            /// Nil for a stream, whose length is not known.
            let fraction: Double?
            let label: String
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Problem: Sendable, Equatable, Encodable {
                let line: Int
                let reason: String
            }

            /// A row of the statement, as a dry run shows what it holds.
            @TableRow
            struct SampleRow: Sendable, Equatable, Encodable {
                let date: String
                let memo: String
                var category: String = ""
                let amount: String
            }

            let summary: String
            let problems: [Problem]
            let unlistedProblems: String?
            /// Whether it tells what a dry run would have imported: the summary and sample go to
            /// standard error with the dry run's other notes, and each bad row is an error.
            var isDryRun = false
            /// The statement's first good rows, for a dry run.
            var sample: [SampleRow] = []
            /// Where the statement is, for a dry run's errors.
            var path = ""
        }
    }

    // MARK: - Preview Statement

    /// Say what importing a statement would do, writing nothing: `import FILE --check`.
    enum PreviewStatement {
        struct Request: Sendable, Equatable {
            let path: String
            let options: StatementImportOptions
        }

        struct Response: Sendable, Equatable {
            let path: String
            let accountName: String
            let currency: String
            let preview: StatementPreview
            /// Whether the import waits for `confirm`.
            var awaitsConfirm = false
            /// Whether the statement no longer reads as its preview did when `confirm` came.
            var changedSinceReview = false
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let summary: String
            /// The rows that would come in by category, as one line; nil when none would.
            let categories: String?
            let first: [ImportStatement.ViewModel.SampleRow]
            let last: [ImportStatement.ViewModel.SampleRow]
            let problems: [ImportStatement.ViewModel.Problem]
            /// What to type next, when the import waits for `confirm`.
            var prompt: String?
        }
    }

    // MARK: - Reconcile

    /// Compare the account with the bank's balance at the end of a day, and record it when they
    /// agree; when they do not, say by how much and which rows could be why.
    enum Reconcile {
        struct Request: Sendable, Equatable {
            let balance: WrittenAmount
            /// Nil for today.
            let day: CalendarDay?
        }

        struct Response: Sendable, Equatable {
            let account: Account
            let day: CalendarDay
            let outcome: ReconcileOutcome
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let agrees: Bool
            let message: String
            /// The ledger less the bank's figure, in minor units, for programs: 0 when they agree.
            let differenceMinor: Int64
            let currency: String
            let suspects: [TransactionRow]
            let hint: String?
        }
    }

    // MARK: - Set Limit

    /// Give a credit account a new limit.
    enum SetLimit {
        struct Request: Sendable, Equatable {
            let limit: WrittenAmount
        }

        struct Response: Sendable, Equatable {
            let account: Account
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            /// The limit in minor units, for programs.
            let limitMinor: Int64
            let currency: String
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
    /// Record money spent from or received into this account, with the pieces its one-line form gave.
    case record(RecordKind, line: String?)
    /// Compare the account with the bank's balance at the end of a day (today unless given).
    case reconcile(balance: WrittenAmount, day: CalendarDay?)
    /// Give a credit account a new limit.
    case setLimit(WrittenAmount)
    /// Review the session's last record or correction, to take it back.
    case undo
    /// Load the account again.
    case refresh
    /// Read a bank statement (CSV, OFX, QIF or CAMT.053) into the account.
    case importStatement(StatementImportLine)
    /// Do what was reviewed: import the statement whose preview was shown, or take out the
    /// import `undo-import` showed.
    case confirmReviewed
    /// List the account's imports.
    case imports
    /// Review taking the import numbered so out again.
    case undoImport(Int)
}

/// An `import` as typed: the statement's path and how to read it, each option checked as the line
/// is read.
public struct StatementImportLine: Sendable, Equatable {
    /// The statement's path.
    public let path: String
    /// How the statement writes dates, when told.
    public var dateFormat: String?
    /// Whether a bad row stops the import.
    public var isStrict = false
    /// The field separator, when told.
    public var separator: StatementSeparator?
    /// The file's encoding, when told.
    public var encoding: StatementEncoding?
    /// The hledger rules that describe the file: a path, or the name of a file kept in the
    /// rules folder.
    public var rules: String?
    /// Whether to say what the import would do, and write nothing.
    public var isPreview = false

    /// An import of `path` read as the file itself says.
    public init(path: String) {
        self.path = path
    }

    /// The options of an import of this line, listing every bad row in a dry run, with rules
    /// named without a path found in `rulesFolder`.
    func options(listsEveryProblem: Bool, rulesFolder: String? = nil) -> StatementImportOptions {
        StatementImportOptions(
            dateFormat: dateFormat ?? StatementImportOptions.defaultDateFormat, isStrict: isStrict,
            separator: separator, listsEveryProblem: listsEveryProblem, encoding: encoding,
            rulesPath: rules.map { Self.rulesPath($0, folder: rulesFolder) })
    }

    /// The file `rules` names: a path as given when it has a `/` or ends in `.rules`, else
    /// `NAME.rules` in the rules folder.
    static func rulesPath(_ rules: String, folder: String?) -> String {
        guard let folder, !rules.contains("/"), !rules.hasSuffix(".rules") else { return rules }
        return folder + "/" + rules + ".rules"
    }
}

/// `confirm` with no import whose preview waits for it.
struct ImportNotReviewed: Error, Equatable, LocalizedError {
    var errorDescription: String? { Strings.AccountDetail.importNotReviewed }
    var recoverySuggestion: String? { Strings.AccountDetail.importNotReviewedHint }
}

// MARK: - Imports

extension AccountDetail {
    /// `imports`: the account's imports, newest first, numbered for `undo-import`.
    enum ListImports {
        struct Response: Sendable, Equatable {
            let imports: [StatementImportRecord]
            let accountName: String
            let currency: String
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            @TableRow
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let imported: String
                let file: String
                let format: String
                let rules: String
                let rows: String
                let sum: String
                let state: String
            }

            let title: String
            let rows: [Row]
            /// What the list says when the account has no imports; nil when it has some.
            let emptyMessage: String?
        }
    }

    /// `undo-import N`: the import's rows reviewed, then taken out on `confirm`.
    enum UndoImport {
        struct Request: Sendable, Equatable {
            let importID: StatementImportRecord.ID
        }

        /// The import as it stands, and the balance once its rows are out.
        struct ReviewResponse: Sendable, Equatable {
            let record: StatementImportRecord
            let account: Account
            let balanceAfterMinor: Int64
        }

        /// The import taken out, and the account as it is after.
        struct Response: Sendable, Equatable {
            let record: StatementImportRecord
            let account: Account
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            /// What to type to take the rows out; nil once they are out.
            let prompt: String?
            let importID: Int64
            let rows: Int
            /// What the rows moved the balance by, in minor units, for programs.
            let netMinor: Int64
        }
    }
}

/// An `undo-import` reviewed, waiting for `confirm`: the import as the review read it, which the
/// store checks again. Kept in a class of its own, so the interactor holds one reference.
final class ReviewedImportUndo: Sendable {
    let record: StatementImportRecord

    init(_ record: StatementImportRecord) {
        self.record = record
    }
}
