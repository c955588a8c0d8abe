#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A position that is not in the list a scene shows: the list changed since it was shown, or the
/// number was never on it. An `.item` argument checks a number against the list the scene offers
/// when the line is parsed; an interactor checks it again against the list it holds.
///
/// ```swift
/// let account = try ListSelectionError.entry(request.position, of: accounts)
/// ```
public struct ListSelectionError: Error, Equatable, Sendable, LocalizedError {
    /// The position asked for, from 1.
    package let position: Int
    /// How many entries the list has.
    package let count: Int

    /// Creates the error.
    /// - Parameters:
    ///   - position: The number typed.
    ///   - count: How many entries the list has.
    package init(position: Int, count: Int) {
        self.position = position
        self.count = count
    }

    /// What went wrong.
    public var errorDescription: String? { Strings.Selection.noSuchEntry(position, count: count) }

    /// What to do.
    public var recoverySuggestion: String? { Strings.Selection.pickFromListHint }

    /// The entry at `position` (from 1) of `list`, or this error.
    public static func entry<Element>(_ position: Int, of list: [Element]) throws(ListSelectionError) -> Element {
        guard list.indices.contains(position - 1) else {
            throw ListSelectionError(position: position, count: list.count)
        }
        return list[position - 1]
    }
}
