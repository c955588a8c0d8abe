public import Foundation

/// Why a navigation step was refused. The stack is unchanged whenever one is thrown.
public enum NavigationError: Error, Equatable, Sendable, LocalizedError {
    /// Popping would remove the root scene, named here.
    case cannotPopRoot(rootTitle: String)
    /// No entry with this identifier is on the stack.
    case entryNotFound(EntryID)
    /// No scene of the named type is on the stack.
    case sceneNotFound(String)
    /// A path with no scenes was given.
    case emptyPath
    /// The stack has no scenes yet.
    case emptyStack
    /// The scene is no longer attached to a navigator.
    case detached

    // MARK: - LocalizedError

    /// What was refused.
    public var errorDescription: String? {
        switch self {
        case .cannotPopRoot(let rootTitle): Strings.Navigation.cannotPopRoot(rootTitle)
        case .entryNotFound(let id): Strings.Navigation.entryNotFound(id)
        case .sceneNotFound(let name): Strings.Navigation.sceneNotFound(name)
        case .emptyPath: Strings.Navigation.emptyPath
        case .emptyStack: Strings.Navigation.emptyStack
        case .detached: Strings.Navigation.detached
        }
    }

    /// What to do instead.
    public var recoverySuggestion: String? {
        switch self {
        case .cannotPopRoot: Strings.Navigation.cannotPopRootHint
        case .entryNotFound, .sceneNotFound: Strings.Navigation.whereHint
        case .emptyPath, .emptyStack, .detached: nil
        }
    }
}
