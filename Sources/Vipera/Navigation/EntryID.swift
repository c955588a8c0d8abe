/// The identifier of one entry on the navigation stack: counts up from 0 and is never reused, so
/// diagnostics and tests can name entries (`#0`, `#3`).
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    // MARK: - Properties

    /// The entry's number.
    package let rawValue: Int

    /// `#` followed by the number.
    public var description: String { "#\(rawValue)" }

    // MARK: - Initialization

    /// Creates an identifier.
    /// - Parameter rawValue: The entry's number, from 0.
    package init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    // MARK: - Comparable

    /// Orders identifiers by number, which is the order their entries were pushed.
    /// - Parameters:
    ///   - lhs: One identifier.
    ///   - rhs: Another.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
