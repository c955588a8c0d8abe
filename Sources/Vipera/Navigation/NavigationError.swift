#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Why a navigation step was refused. The stack is unchanged whenever one is thrown.
public enum NavigationError: Error, Equatable, Sendable, LocalizedError {
    /// Popping would remove the root scene, named here.
    case cannotPopRoot(rootTitle: String)
    /// No entry with this identifier is on the stack.
    case entryNotFound(EntryID)
    /// No scene of the named type is on the stack.
    case sceneNotFound(String)
    /// Going back this many steps would remove the root; fewer scenes are below the top.
    case notThatDeep(steps: Int, below: Int)
    /// No scene below the top has this name, or a name starting with it.
    case noSceneBelow(named: String)
    /// Several scenes below the top have names starting with this.
    case ambiguousScene(String, candidates: [String])
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
        case .notThatDeep(let steps, let below): Strings.Navigation.notThatDeep(steps, below: below)
        case .noSceneBelow(let name): Strings.Navigation.noSceneBelow(name)
        case .ambiguousScene(let name, let candidates): Strings.Navigation.ambiguousScene(name, candidates: candidates)
        case .emptyPath: Strings.Navigation.emptyPath
        case .emptyStack: Strings.Navigation.emptyStack
        case .detached: Strings.Navigation.detached
        }
    }

    /// What to do instead.
    public var recoverySuggestion: String? {
        switch self {
        case .cannotPopRoot: Strings.Navigation.cannotPopRootHint
        case .entryNotFound, .sceneNotFound, .notThatDeep, .noSceneBelow: Strings.Navigation.whereHint
        case .ambiguousScene: Strings.Navigation.typeMoreOfTheName
        case .emptyPath, .emptyStack, .detached: nil
        }
    }
}
