public import BankDomain
import Foundation
public import Vipera
import ViperaSpyable

/// The use cases of the record scene: money spent from an account or received into it, collected
/// piece by piece as a transfer is, then reviewed and confirmed.
enum Record {
    // MARK: - Show Draft

    /// Show what has been collected and what is still needed.
    enum ShowDraft {
        struct Response: Sendable, Equatable {
            let draft: RecordDraft
            let accounts: [Account]
            let showsBalances: Bool
            let includesAccounts: Bool
            /// The day a draft without one is recorded on.
            let today: CalendarDay
            /// What categorises a draft without a category.
            let book: CategoryBook
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            typealias AccountRow = DraftAccountRow

            typealias Field = DraftField

            let title: String
            let accounts: [AccountRow]
            let fields: [Field]
            /// The amount set so far, for programs.
            let amount: MinorAmount?
            let nextStep: String
        }
    }

    // MARK: - Update Draft

    /// Set one piece. A piece that is refused is cleared, so nothing is recorded with an older
    /// value in its place.
    enum UpdateDraft {
        enum Change: Sendable, Equatable {
            case account(ListPick)
            /// The account the one-line form names.
            case accountNamed(String)
            case amount(WrittenAmount)
            case payee(String)
            case category(TransactionCategory)
            case day(CalendarDay)
            case memo(String)

            /// The piece the change sets.
            var field: Field {
                switch self {
                case .account, .accountNamed: .account
                case .amount: .amount
                case .payee: .payee
                case .category: .category
                case .day: .day
                case .memo: .memo
                }
            }
        }

        struct Request: Sendable, Equatable {
            let changes: [Change]
        }
    }

    // MARK: - Forget

    /// Clear one piece: a line that would have set it was refused before it reached the scene.
    /// The refusal is shown as an error, with a note when a value was cleared.
    enum Forget {
        struct Request: Sendable, Equatable {
            let field: Field
            /// The error of the refused line.
            let refusal: ErrorViewModel
        }

        struct Response: Sendable, Equatable {
            let kind: RecordKind
            /// The piece cleared; nil when it held nothing.
            let cleared: Field?
            /// The error of the refused line.
            let refusal: ErrorViewModel
        }
    }

    /// The pieces of a record, each collected by the command of the same name.
    enum Field: String, Sendable, Equatable, CaseIterable {
        case account
        case amount
        case payee
        case category
        case day
        case memo

        /// The command that collects the piece.
        var piece: String {
            switch self {
            case .account: RecordCommand.Name.account
            case .amount: RecordCommand.Name.amount
            case .payee: RecordCommand.Name.payee
            case .category: RecordCommand.Name.category
            case .day: RecordCommand.Name.on
            case .memo: RecordCommand.Name.memo
            }
        }

        /// The piece a command collects.
        init?(piece: String) {
            guard let field = Self.allCases.first(where: { $0.piece == piece }) else { return nil }
            self = field
        }
    }

    // MARK: - Review

    /// Check the whole record before writing it.
    enum Review {
        struct Response: Sendable, Equatable {
            let order: RecordOrder
            let account: Account
            /// What categorises an order without a category.
            let book: CategoryBook
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            /// The amount, signed as it moves the account, for programs.
            let amount: MinorAmount
        }
    }

    // MARK: - Finish

    /// Write the record, or cancel it, and leave.
    enum Finish {
        struct Response: Sendable, Equatable {
            let result: RecordResult
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
            let isSuccess: Bool
            /// The amount recorded, signed, for programs; nil when nothing was.
            let amount: MinorAmount?
        }
    }
}

/// Which way the money went.
public enum RecordKind: String, Sendable, Equatable, CaseIterable {
    /// Money spent from the account.
    case spend
    /// Money received into it.
    case receive

    /// The ledger row's type.
    var type: TransactionType { self == .spend ? .debit : .credit }
}

/// What the record flow has collected so far.
struct RecordDraft: Sendable, Equatable {
    let kind: RecordKind
    var account: Account?
    var amount: WrittenAmount?
    var payee: String?
    var category: TransactionCategory?
    /// The day it happened; today when none is given.
    var day: CalendarDay?
    var memo: String?

    init(kind: RecordKind, account: Account? = nil) {
        self.kind = kind
        self.account = account
    }

    /// Whether `field` holds a value.
    func holds(_ field: Record.Field) -> Bool {
        switch field {
        case .account: account != nil
        case .amount: amount != nil
        case .payee: payee != nil
        case .category: category != nil
        case .day: day != nil
        case .memo: memo != nil
        }
    }

    /// The draft without `field`'s value.
    func clearing(_ field: Record.Field) -> RecordDraft {
        var cleared = self
        switch field {
        case .account: cleared.account = nil
        case .amount: cleared.amount = nil
        case .payee: cleared.payee = nil
        case .category: cleared.category = nil
        case .day: cleared.day = nil
        case .memo: cleared.memo = nil
        }
        return cleared
    }

    /// The category recorded: the one given, else the first of `book`'s rules that matches the
    /// memo, else `other`; with the rule's position from 1 when a rule gave it.
    func categoryToRecord(in book: CategoryBook) -> (category: TransactionCategory, rule: Int?) {
        book.category(given: category, memo: memoToRecord)
    }

    /// The memo recorded: the one given, else the payee's name.
    var memoToRecord: String? { memo ?? payee }

    /// The pieces still missing, in the order they are asked for.
    var missing: [Record.Field] {
        [account == nil ? .account : nil, amount == nil ? .amount : nil, payee == nil ? .payee : nil]
            .compactMap { $0 }
    }
}

/// How a record flow ended.
enum RecordResult: Sendable, Equatable {
    /// The row was written.
    case recorded(RecordReceipt)
    /// The user left without recording anything.
    case cancelled(RecordKind)
}

/// Why the record cannot be written yet.
enum RecordFlowError: Error, Equatable, Sendable, LocalizedError {
    /// Pieces still to give.
    case missing([Record.Field])
    /// A payee with nothing printable in it.
    case emptyPayee
    /// A restore replaced the bank since the draft was begun: every piece was cleared.
    case bankReplaced
    /// The draft's account changed since it was picked: the account was cleared.
    case accountChanged(DraftAccountChange)

    var errorDescription: String? {
        switch self {
        case .missing(let fields): Strings.Record.missing(fields.map(\.piece))
        case .emptyPayee: Strings.Record.emptyPayee
        case .bankReplaced: Strings.Record.bankReplaced
        case .accountChanged(let change): Strings.Record.accountChanged(change)
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .missing(let fields): Strings.Record.missingHint(fields.map(\.piece))
        case .emptyPayee: Strings.Record.emptyPayeeHint
        case .bankReplaced: Strings.Record.bankReplacedHint
        case .accountChanged: Strings.Record.accountChangedHint
        }
    }
}

/// The commands of the record scene.
public enum RecordCommand: Sendable, Equatable {
    /// The account the money went from or came into, picked from the list.
    case account(ListItem)
    /// How much, as written.
    case amount(WrittenAmount)
    /// Who was paid, or who paid.
    case payee(String)
    /// What it was for.
    case category(TransactionCategory)
    /// The day it happened.
    case on(CalendarDay)
    /// What the row says.
    case memo(String)
    /// Check everything before writing it.
    case review
    /// Write it.
    case confirm
    /// Leave without writing.
    case cancel
}

extension RecordCommand {
    /// Command names that prose names too: declared once, for the table and the text.
    enum Name {
        static let account = "account"
        static let amount = "amount"
        static let payee = "payee"
        static let category = "category"
        static let on = "on"
        static let memo = "memo"
        static let review = "review"
        static let confirm = "confirm"
        static let cancel = "cancel"
    }
}
