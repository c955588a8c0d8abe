/// A change to the ledger that another session made, as a session that did not make it is told.
public struct LedgerChange: Sendable, Equatable {
    // MARK: - Nested Types

    /// What changed in the account.
    public enum Kind: Sendable, Equatable {
        /// One transaction: money in (positive) or out (negative) in minor units, and what it was.
        case transaction(signedMinorUnits: Int64, category: TransactionCategory, counterparty: String, memo: String)
        /// Transactions imported from a statement, counted.
        case imported(count: Int)
        /// A row corrected, or a change undone: the change, and the memo of the row it changed
        /// (empty when the row is gone).
        case corrected(LedgerCorrection, memo: String)
        /// A restore put another state of the bank in place of the one this session had: no
        /// account in particular, and every draft made before it ends.
        case bankReplaced
        /// The session's connection was lost for a while (the server restarted, or dropped it) and
        /// is back: other sessions added `added` rows meanwhile, told after this one by one when
        /// there are few. What they corrected meanwhile is not told.
        case resumed(added: Int)
    }

    /// The change a restore by another session is: of the whole bank, no account's.
    public static let bankReplaced = LedgerChange(accountName: "", currency: "", kind: .bankReplaced)
    /// The most rows added during a gap that are told one by one after ``Kind/resumed(added:)``.
    public static let mostListedAfterAGap = 100

    /// A gap in what the session heard, in which other sessions added `added` rows: of no account.
    public static func resumed(added: Int) -> LedgerChange {
        LedgerChange(accountName: "", currency: "", kind: .resumed(added: added))
    }

    // MARK: - Properties

    /// The account's name.
    public let accountName: String
    /// The account's currency code.
    public let currency: String
    /// What changed.
    public let kind: Kind

    // MARK: - Initialization

    /// Creates a change.
    public init(accountName: String, currency: String, kind: Kind) {
        self.accountName = accountName
        self.currency = currency
        self.kind = kind
    }
}
