public import Foundation

/// Where a transaction sits in an account's list, so the next page can start right after it
/// without counting the rows before it.
///
/// Lists run newest first: by the second of ``Transaction/date``, then by the order the ledger
/// recorded them, later first.
public struct TransactionCursor: Sendable, Hashable {
    // MARK: - Properties

    /// The transaction's date.
    public let date: Date
    /// The transaction's identifier.
    public let id: Transaction.ID

    // MARK: - Initialization

    /// The place of `transaction` in its list.
    public init(_ transaction: Transaction) {
        date = transaction.date
        id = transaction.id
    }
}

/// Which page of a transaction list to read: a window of up to `limit` transactions, returned
/// newest first wherever it starts.
public struct TransactionPageRequest: Sendable, Hashable {
    // MARK: - Nested Types

    /// Where the window sits in the list.
    public enum Position: Sendable, Hashable {
        /// The newest transactions, after skipping the newest `skipping`.
        case newest(skipping: Int)
        /// The oldest transactions, after skipping the oldest `skipping`.
        case oldest(skipping: Int)
        /// The transactions just older than the one at the cursor.
        case olderThan(TransactionCursor)
        /// The transaction at the cursor and those just older than it.
        case startingAt(TransactionCursor)
        /// The transactions just newer than the one at the cursor.
        case newerThan(TransactionCursor)
    }

    // MARK: - Properties

    /// Where the window sits.
    public let position: Position
    /// The most transactions the window holds.
    public let limit: Int

    // MARK: - Initialization

    /// A window of up to `limit` transactions at `position`.
    public init(_ position: Position, limit: Int) {
        self.position = position
        self.limit = limit
    }
}

/// How many transactions a query matches: exactly, or more than a limit the caller chose when
/// counting further would mean reading every match.
public enum TransactionCount: Sendable, Hashable {
    /// Exactly this many.
    case exactly(Int)
    /// More than this many.
    case moreThan(Int)
}
