public import Foundation

/// An import as the bank remembers it: which file came into which account, when and how it was
/// read, what it added, and what of that is still in the ledger. `undo-import` takes an import's
/// rows out again; the same bytes are not imported twice while one import of them stands.
public struct StatementImportRecord: Sendable, Equatable, Identifiable {
    /// The store's identifier: the number `imports` shows and `undo-import` takes.
    public typealias ID = Int64

    // MARK: - Properties

    /// Its number, as `imports` lists it and `undo-import` takes it.
    public let id: ID
    /// The account the rows went into.
    public let accountID: Account.ID
    /// The file's name, without the folders it was in.
    public let fileName: String
    /// How the file was read: `CSV`, `OFX 1.x`, `OFX 2.x`, `QIF` or `CAMT.053`.
    public let format: String
    /// The rules file or name it was read through, if any.
    public let rules: String?
    /// When it was imported.
    public let date: Date
    /// The rows it added.
    public let rows: Int
    /// What they moved the balance by, in minor units.
    public let netMinor: Int64
    /// Its rows still in the ledger: fewer once some were deleted, none once it was undone.
    public let rowsInLedger: Int
    /// What the rows still in the ledger move the balance by, in minor units.
    public let netInLedgerMinor: Int64
    /// When `undo-import` took its rows out; nil while it stands.
    public let undoneAt: Date?

    // MARK: - Initialization

    /// An import as the store holds it.
    public init(
        id: ID, accountID: Account.ID, fileName: String, format: String, rules: String?, date: Date, rows: Int,
        netMinor: Int64, rowsInLedger: Int, netInLedgerMinor: Int64, undoneAt: Date?
    ) {
        self.id = id
        self.accountID = accountID
        self.fileName = fileName
        self.format = format
        self.rules = rules
        self.date = date
        self.rows = rows
        self.netMinor = netMinor
        self.rowsInLedger = rowsInLedger
        self.netInLedgerMinor = netInLedgerMinor
        self.undoneAt = undoneAt
    }

    /// Whether `undo-import` took its rows out.
    public var isUndone: Bool { undoneAt != nil }
}
