package import BankDomain
package import Foundation

/// The ledger's order as one integer per row, so every list, and the search index, can walk the
/// ledger newest first through an index and start a page at a key instead of counting rows.
///
/// A key is the second of the row's date (counted from 1900, in the high 33 bits) and its
/// identifier (the low 30 bits): rows of one second keep the order they were recorded in. Keys are
/// unique while the ledger has recorded fewer than 2³⁰ rows; beyond that two rows of one second
/// whose identifiers are 2³⁰ apart would share a key, and a page could end between them.
/// Dates from 1900 to 2171 fit; the ledger records 1900 to 2099
/// (``NewTransaction/recordableDates``).
package enum LedgerSortKey {
    // MARK: - Constants

    /// Seconds from 1900-01-01 to 1970-01-01, so keys of every recordable date are positive.
    package static let epochOffset: Int64 = 2_208_988_800
    /// Bits of the key that hold the identifier.
    package static let identifierBits: Int64 = 30
    private static let identifierMask: Int64 = (1 << identifierBits) - 1

    /// The key as SQLite computes it for the `sortKey` column: the same arithmetic as
    /// ``key(date:id:)``.
    package static let columnExpression = "(\(secondExpression) << \(identifierBits)) | (id & \(identifierMask))"

    /// The second of a row's `date` counted from 1900, as SQLite computes it: the floor of
    /// negative dates is spelled out because CAST truncates.
    package static let secondExpression = "(CAST(date AS INTEGER) - (date < CAST(date AS INTEGER)) + \(epochOffset))"

    // MARK: - Keys

    /// The key of the row recorded as `id` at `date`.
    package static func key(date: Date, id: Int64) -> Int64 {
        (second(of: date) + epochOffset) << identifierBits | (id & identifierMask)
    }

    /// The key of `cursor`'s row.
    package static func key(_ cursor: TransactionCursor) -> Int64 {
        key(date: cursor.date, id: cursor.id)
    }

    /// The smallest key of a row dated `date` or later, when `date` is a whole second; nil when
    /// it is not, and the bound must be checked on the date itself.
    package static func firstKey(from date: Date) -> Int64? {
        guard let second = wholeSecond(date) else { return nil }
        return (second + epochOffset) << identifierBits
    }

    // MARK: - Private

    /// The second of `date`, counted from 1970.
    package static func second(of date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }

    private static func wholeSecond(_ date: Date) -> Int64? {
        let seconds = date.timeIntervalSince1970
        guard seconds.rounded(.down) == seconds else { return nil }
        return Int64(seconds)
    }
}
