public import Foundation

/// What can go wrong with todos, with a message and a way out.
public enum TodoError: Error, Equatable, Sendable, LocalizedError {
    /// The todo with this identifier is not in the store.
    case notFound(id: Int)
    /// A title made only of spaces.
    case emptyTitle
    /// A title longer than the limit.
    case titleTooLong(limit: Int)
    /// A position outside the list shown.
    case noSuchPosition(Int, count: Int)

    // MARK: - LocalizedError

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .notFound: Strings.Errors.notFound
        case .emptyTitle: Strings.Errors.emptyTitle
        case .titleTooLong(let limit): Strings.Errors.titleTooLong(limit)
        case .noSuchPosition(let position, let count): Strings.Errors.noSuchPosition(position, count: count)
        }
    }

    /// How to recover.
    public var recoverySuggestion: String? {
        switch self {
        case .notFound, .noSuchPosition: Strings.Errors.refreshHint
        case .emptyTitle, .titleTooLong: Strings.Errors.titleHint
        }
    }
}
