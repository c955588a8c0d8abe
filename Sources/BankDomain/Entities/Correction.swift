public import Foundation

/// A change a person makes to a row already in the ledger. The ledger keeps what happened: every
/// correction is recorded (``LedgerCorrection``) with who made it and when, and can be undone.
public enum Correction: Sendable, Equatable {
    /// Counts the row in another category.
    case category(TransactionCategory)
    /// Says what the row was for in other words.
    case memo(String)
    /// Keeps a note of one's own with the row, which search finds; an empty note removes it.
    case note(String)
    /// Takes the row out of the ledger, and its amount out of the balance.
    case delete
    /// Puts parts in the row's place, each counted in its category, adding up to the row: the
    /// balance stays as it is.
    case split([SplitPart])

    /// The categories it gives the row or its parts: none for a memo, a note or a delete.
    public var categories: [TransactionCategory] {
        switch self {
        case .category(let category): [category]
        case .split(let parts): parts.map(\.category)
        case .memo, .note, .delete: []
        }
    }
}

/// One correction of one row, as a person asked for it.
public struct CorrectionOrder: Sendable, Equatable {
    /// The row corrected; a transfer's other side is corrected with it.
    public let transactionID: Transaction.ID
    /// What changes.
    public let correction: Correction

    /// An order to make `correction` to the row `transactionID`.
    public init(_ correction: Correction, of transactionID: Transaction.ID) {
        self.transactionID = transactionID
        self.correction = correction
    }
}

/// A change to the ledger as the ledger remembers it: what kind, of which row, from what to what,
/// by whom and when, and whether it was undone.
public struct LedgerCorrection: Sendable, Equatable, Identifiable {
    /// The store's identifier.
    public typealias ID = Int64

    /// What kind of change it was.
    public enum Kind: String, Sendable, CaseIterable {
        /// A row recorded as spent or received (`spend`, `receive`).
        case record
        case category
        case memo
        case note
        case delete
        /// A row split into parts: before is its category, after the parts (``SplitPart/summary(_:currency:)``).
        case split
        /// An earlier change taken back.
        case undo
        /// A row in `other` put in a category by a rule (`recategorise`): not a change by hand,
        /// and not one `undo` takes back.
        case rule
        /// An import's rows taken out (`undo-import`): before is the file's name, after the
        /// import's number; the change is filed under the first row taken out.
        case importUndone = "undo-import"
    }

    // MARK: - Properties

    /// The store's identifier.
    public let id: ID
    /// The row changed.
    public let transactionID: Transaction.ID
    /// What kind of change it was.
    public let kind: Kind
    /// What the row said before: a category, a memo or a note; for a row deleted, its memo; for a
    /// row recorded, the category the person gave it (empty when they gave none); for an undo,
    /// the kind of change undone.
    public let before: String
    /// What it says since.
    public let after: String
    /// Who made the change.
    public let author: LedgerAuthor
    /// When.
    public let date: Date
    /// Whether a later undo took it back.
    public let isUndone: Bool

    // MARK: - Initialization

    /// A change as the store holds it.
    public init(
        id: ID, transactionID: Transaction.ID, kind: Kind, before: String, after: String, author: LedgerAuthor,
        date: Date, isUndone: Bool
    ) {
        self.id = id
        self.transactionID = transactionID
        self.kind = kind
        self.before = before
        self.after = after
        self.author = author
        self.date = date
        self.isUndone = isUndone
    }
}

/// What a correction or an undo did: the change as recorded, the rows it touched as they are now
/// (none left for a delete) and their accounts with their balances.
public struct CorrectionReceipt: Sendable, Equatable {
    /// The change as the ledger recorded it.
    public let correction: LedgerCorrection
    /// The rows changed, as they are now: a transfer's two sides, or none when they were deleted.
    public let transactions: [Transaction]
    /// The accounts of the rows, with their balances after the change.
    public let accounts: [Account]

    /// A receipt of `correction`.
    public init(correction: LedgerCorrection, transactions: [Transaction], accounts: [Account]) {
        self.correction = correction
        self.transactions = transactions
        self.accounts = accounts
    }
}

/// What a person keeps with a row beyond the statement: their note and the row's changes, oldest
/// first.
public struct TransactionNotes: Sendable, Equatable {
    /// The note of one's own; empty when there is none.
    public let note: String
    /// Every change made to the row, oldest first.
    public let history: [LedgerCorrection]

    /// A row's `note` and `history`.
    public init(note: String, history: [LedgerCorrection]) {
        self.note = note
        self.history = history
    }
}
