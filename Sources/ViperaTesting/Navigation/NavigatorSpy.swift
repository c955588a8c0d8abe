public import Vipera

/// A navigator for router tests: it keeps a real stack, so refusals and conveniences behave as
/// in the app, and records every step a router takes, in order.
///
/// ```swift
/// let navigator = NavigatorSpy(showing: [SpyScene(title: "Home")])
/// router.routeToAccounts()
/// #expect(navigator.calls == [.push("accounts")])
/// #expect(navigator.breadcrumb == ["Home", "accounts"])
/// ```
@MainActor
public final class NavigatorSpy: Navigating {
    // MARK: - Nested Types

    /// One step asked of the navigator, with the titles of the scenes it was given.
    public enum Call: Equatable, Sendable {
        /// A scene pushed, by its title.
        case push(String)
        /// The top scene popped.
        case pop
        /// Scenes popped down to the entry.
        case popTo(EntryID)
        /// Every scene above the root popped.
        case popToRoot
        /// The top scene replaced by the one titled.
        case replaceTop(String)
        /// The whole stack replaced by the scenes titled, root first.
        case setPath([String])
    }

    // MARK: - Properties

    /// Every step asked, in order; the scenes the spy was created showing are not included.
    public private(set) var calls: [Call] = []
    /// The scenes pushed or put on top, in order, for tests that inspect what a router built.
    package private(set) var shownScenes: [any Scene] = []
    /// A refusal the next step that can fail throws instead of navigating.
    public var nextError: NavigationError?

    private let navigator = Navigator()

    /// The entries from the root (first) to the top (last).
    public var entries: [NavigationEntry] { navigator.entries }

    // MARK: - Initialization

    /// Creates a navigator showing `scenes`, root first.
    /// - Parameter scenes: The stack it starts with; not recorded in ``calls``.
    public init(showing scenes: [any Scene] = []) {
        for scene in scenes {
            navigator.push(scene)
        }
    }

    // MARK: - Navigating

    /// Records the push and puts `scene` on top.
    /// - Parameter scene: The scene to show.
    @discardableResult
    public func push(_ scene: any Scene) -> EntryID {
        calls.append(.push(scene.title))
        shownScenes.append(scene)
        return navigator.push(scene)
    }

    /// Records the pop and removes the top scene, or throws ``nextError``.
    public func pop() throws(NavigationError) {
        calls.append(.pop)
        try failIfTold()
        try navigator.pop()
    }

    /// Records the pop and removes every scene above `id`, or throws ``nextError``.
    /// - Parameter id: The entry that becomes the top.
    public func pop(to id: EntryID) throws(NavigationError) {
        calls.append(.popTo(id))
        try failIfTold()
        try navigator.pop(to: id)
    }

    /// Records the pop and removes every scene above the root, or throws ``nextError``.
    public func popToRoot() throws(NavigationError) {
        calls.append(.popToRoot)
        try failIfTold()
        try navigator.popToRoot()
    }

    /// Records the swap and puts `scene` in place of the top scene.
    /// - Parameter scene: The scene to show instead.
    @discardableResult
    public func replaceTop(with scene: any Scene) -> EntryID {
        calls.append(.replaceTop(scene.title))
        shownScenes.append(scene)
        return navigator.replaceTop(with: scene)
    }

    /// Records the new path and makes it the stack, or throws ``nextError``.
    /// - Parameter scenes: The new stack, root first.
    public func setPath(_ scenes: [any Scene]) throws(NavigationError) {
        calls.append(.setPath(scenes.map(\.title)))
        try failIfTold()
        try navigator.setPath(scenes)
    }

    // MARK: - Private

    private func failIfTold() throws(NavigationError) {
        if let error = nextError {
            nextError = nil
            throw error
        }
    }
}
