/// A stack of scenes that routers move through.
///
/// Every operation is one step: the stack changes once, and the scene left on top is shown (its
/// ``Scene/sceneDidLoad()`` the first time, ``Scene/sceneWillAppear()`` after that) when the
/// navigator completes its transitions, which the session does after every command. Removed scenes
/// get ``Scene/sceneWillBeRemoved()`` at once and are released. Refused steps throw
/// ``NavigationError`` and change nothing.
///
/// Routers depend on this protocol, so their tests can use a spy.
@MainActor
public protocol Navigating: AnyObject {
    /// The entries from the root (first) to the top (last).
    var entries: [NavigationEntry] { get }

    /// Puts `scene` on top; on an empty stack it becomes the root.
    /// - Parameter scene: The scene to show.
    /// - Returns: The new entry's identifier.
    @discardableResult
    func push(_ scene: any Scene) -> EntryID

    /// Removes the top scene. Refused at the root.
    func pop() throws(NavigationError)

    /// Removes every scene above the entry `id`.
    /// - Parameter id: The entry that becomes the top; refused when it is not on the stack.
    func pop(to id: EntryID) throws(NavigationError)

    /// Removes every scene above the root, and shows the root again even when nothing was removed.
    func popToRoot() throws(NavigationError)

    /// Swaps the top scene for `scene`; on an empty stack `scene` becomes the root.
    /// - Parameter scene: The scene to show instead.
    /// - Returns: The new entry's identifier.
    @discardableResult
    func replaceTop(with scene: any Scene) -> EntryID

    /// Replaces the whole stack with `scenes`, root first, as a deep link does.
    /// - Parameter scenes: The new stack, root first; refused when empty.
    func setPath(_ scenes: [any Scene]) throws(NavigationError)
}

// MARK: - Conveniences

extension Navigating {
    /// The entry on top of the stack.
    package var top: NavigationEntry? { entries.last }

    /// The titles of the scenes from the root to the top.
    public var breadcrumb: [String] { entries.map(\.scene.title) }

    /// Removes every scene above the topmost scene of type `type`.
    /// - Parameter type: The scene type to return to.
    package func pop<S: Scene>(toLast type: S.Type) throws(NavigationError) {
        guard let entry = entries.last(where: { $0.scene is S }) else {
            throw NavigationError.sceneNotFound(S.sceneName)
        }
        try pop(to: entry.id)
    }

    /// Removes the top `steps` scenes at once, as `back N` does: one step, one scene shown.
    /// Refused when that would remove the root.
    /// - Parameter steps: How many scenes to remove, one or more.
    package func pop(steps: Int) throws(NavigationError) {
        guard let root = entries.first else { throw NavigationError.emptyStack }
        let below = entries.count - 1
        guard below > 0 else { throw NavigationError.cannotPopRoot(rootTitle: root.scene.title) }
        guard steps <= below else { throw NavigationError.notThatDeep(steps: steps, below: below) }
        try pop(to: entries[below - max(steps, 1)].id)
    }

    /// Removes every scene above the nearest scene below the top whose title is `name`, or starts
    /// with it when only one title on the stack does; case does not matter. Titles are what the
    /// breadcrumb shows: `back to accounts`, `back to everyday`.
    /// - Parameter name: A title, or the start of one, as typed.
    package func pop(toNearestNamed name: String) throws(NavigationError) {
        let names = namesBelowTop
        let matches = NameMatcher.matches(name, in: names)
        guard let match = matches.first else { throw NavigationError.noSceneBelow(named: name) }
        guard matches.count == 1 else {
            throw NavigationError.ambiguousScene(name, candidates: matches.map { names[$0] })
        }
        let below = entries.dropLast()
        guard let entry = below.last(where: { $0.scene.title == names[match] }) else {
            throw NavigationError.noSceneBelow(named: name)
        }
        try pop(to: entry.id)
    }

    /// The titles of the scenes below the top, as the breadcrumb shows them, each once, nearest
    /// first: where `back to` can go. Type names (`AccountDetail`) are the code's, not the user's.
    package var namesBelowTop: [String] {
        var seen: Set<String> = []
        return entries.dropLast().reversed().map(\.scene.title).filter { seen.insert($0).inserted }
    }

    /// Removes every scene above `scene`.
    /// - Parameter scene: The scene that becomes the top; refused when it is not on the stack.
    package func pop(to scene: any Scene) throws(NavigationError) {
        guard let entry = entries.last(where: { $0.scene === scene }) else {
            throw NavigationError.sceneNotFound(type(of: scene).sceneName)
        }
        try pop(to: entry.id)
    }
}
