public import Logging

/// The navigation stack of a running app.
///
/// Owns its scenes: popping an entry releases the scene's view controller and, through it, the
/// scene's other parts. Stack changes are synchronous, so a router can navigate from a display
/// method; the lifecycle call for the new top scene is delivered by ``completeTransitions()``,
/// which the dispatcher awaits after every command.
///
/// ```swift
/// let navigator = Navigator()
/// navigator.push(factory.makeHome())
/// await navigator.completeTransitions()   // Home's sceneDidLoad runs
/// ```
@MainActor
public final class Navigator: Navigating {
    // MARK: - Constants

    /// How many lifecycle rounds one completion may run when scenes navigate while appearing.
    package static let maximumTransitionRounds = 64

    // MARK: - Properties

    /// The entries from the root (first) to the top (last).
    public private(set) var entries: [NavigationEntry] = []
    /// How each entry that a command pushed was reached, for `where --link`; the root, and
    /// scenes pushed along with another, have none.
    package private(set) var routes: [EntryID: EntryRoute] = [:]

    private var loadedEntries: Set<EntryID> = []
    // The counters and flags below are read and set at every command, each access checked by
    // the runtime for exclusivity unless marked. They are plain values of a main-actor class, set
    // by assignment and never passed `inout`, so no two accesses can overlap; the stack and the
    // sets, which scenes' callbacks can reach while they change, keep their checks.
    @exclusivity(unchecked) private var nextIdentifier = 0
    @exclusivity(unchecked) private var needsAppearance = false
    /// What the last completion left on top, and what happened to the stack since: a scene pushed
    /// and removed again in between (a flow that could not begin) leaves the one under it shown
    /// as it was, so it does not appear again.
    @exclusivity(unchecked) private var shownTop: EntryID?
    /// The first identifier given out since the last completion: entries from it on were pushed
    /// since (identifiers only grow), with no set to keep.
    @exclusivity(unchecked) private var firstUnshownIdentifier = 0
    @exclusivity(unchecked) private var removedAPushedScene = false
    @exclusivity(unchecked) private var removedAShownScene = false
    private let logger: Logger

    // MARK: - Initialization

    /// Creates an empty navigator.
    /// - Parameter logger: Where transitions are logged at debug level.
    public init(logger: Logger = Logger(label: "vipera.navigator", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.logger = logger
    }

    // MARK: - Navigating

    /// Puts `scene` on top.
    /// - Parameter scene: The scene to show.
    /// - Returns: The new entry's identifier.
    @discardableResult
    public func push(_ scene: any Scene) -> EntryID {
        let entry = makeEntry(for: scene)
        entries.append(entry)
        needsAppearance = true
        logger.debug("push", metadata: ["entry": "\(entry.id)", "scene": "\(entry.sceneName)"])
        return entry.id
    }

    /// Removes the top scene; refused at the root.
    public func pop() throws(NavigationError) {
        guard let root = entries.first else { throw NavigationError.emptyStack }
        guard entries.count > 1 else { throw NavigationError.cannotPopRoot(rootTitle: root.scene.title) }
        removeEntries(above: entries.count - 2)
    }

    /// Removes every scene above the entry `id`.
    /// - Parameter id: The entry that becomes the top; refused when it is not on the stack.
    public func pop(to id: EntryID) throws(NavigationError) {
        guard let index = position(of: id) else {
            throw NavigationError.entryNotFound(id)
        }
        removeEntries(above: index)
    }

    /// Removes every scene above the root and shows the root again.
    public func popToRoot() throws(NavigationError) {
        guard !entries.isEmpty else { throw NavigationError.emptyStack }
        removeEntries(above: 0)
        needsAppearance = true
        // Asked for by name: the root is shown again, whatever was pushed since it last was.
        removedAShownScene = true
    }

    /// Swaps the top scene for `scene`.
    /// - Parameter scene: The scene to show instead.
    /// - Returns: The new entry's identifier.
    @discardableResult
    public func replaceTop(with scene: any Scene) -> EntryID {
        if !entries.isEmpty {
            removeEntries(above: entries.count - 2)
        }
        return push(scene)
    }

    /// Replaces the whole stack with `scenes`, root first.
    /// - Parameter scenes: The new stack, root first; refused when empty.
    public func setPath(_ scenes: [any Scene]) throws(NavigationError) {
        guard !scenes.isEmpty else { throw NavigationError.emptyPath }
        removeEntries(above: -1)
        routes.removeAll()
        for scene in scenes {
            entries.append(makeEntry(for: scene))
        }
        needsAppearance = true
        logger.debug("set path", metadata: ["depth": "\(entries.count)"])
    }

    // MARK: - Routes

    /// Records how the entry `id` was reached; ignored when it is no longer on the stack.
    /// - Parameters:
    ///   - route: The commands that reached it, for `where --link`.
    ///   - id: The entry they reached.
    package func setRoute(_ route: EntryRoute, for id: EntryID) {
        guard position(of: id) != nil else { return }
        routes[id] = route
    }

    // MARK: - Transitions

    /// Shows the scene left on top by the steps taken since the last call: its `sceneDidLoad` the
    /// first time it is on top, its `sceneWillAppear` afterwards. Scenes that navigate while
    /// appearing are followed, up to `maximumTransitionRounds`. A scene that was on top at the
    /// last call and is on top again only because scenes pushed since were removed (a flow that
    /// said why it could not begin and left) is still showing what it showed: it does not appear
    /// again.
    public func completeTransitions() async {
        defer { markShown() }
        var rounds = 0
        while needsAppearance, let top = entries.last {
            needsAppearance = false
            rounds += 1
            guard rounds <= Self.maximumTransitionRounds else {
                logger.error("scenes kept navigating while appearing", metadata: ["rounds": "\(rounds)"])
                return
            }
            if loadedEntries.insert(top.id).inserted {
                logger.debug("did load", metadata: ["entry": "\(top.id)"])
                await top.scene.sceneDidLoad()
            } else if top.id == shownTop, removedAPushedScene, !removedAShownScene {
                logger.debug("still shown", metadata: ["entry": "\(top.id)"])
            } else {
                logger.debug("will appear", metadata: ["entry": "\(top.id)"])
                await top.scene.sceneWillAppear()
            }
        }
    }

    /// Records the top as shown, with no change to the stack since.
    private func markShown() {
        shownTop = entries.last?.id
        firstUnshownIdentifier = nextIdentifier
        removedAPushedScene = false
        removedAShownScene = false
    }

    // MARK: - Private

    /// Where the entry `id` is on the stack. A loop, not `lastIndex(where:)`: a closure made here
    /// carries the main actor's isolation, which the runtime checks at every call, entry by entry,
    /// in every command (`where --link` records a route each time a command pushes a scene).
    private func position(of id: EntryID) -> Int? {
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            if entries[index].id == id {
                return index
            }
        }
        return nil
    }

    private func makeEntry(for scene: any Scene) -> NavigationEntry {
        let entry = NavigationEntry(id: EntryID(nextIdentifier), scene: scene)
        nextIdentifier += 1
        return entry
    }

    /// Removes the entries after `index` (all of them for -1), then tells each scene, top first.
    /// The stack is final before any scene hears of it, so a scene that navigates as it goes (a
    /// flow whose delegate goes home on cancel, say) moves from the stack as it now is.
    private func removeEntries(above index: Int) {
        let firstRemoved = index + 1
        guard firstRemoved < entries.count else { return }
        needsAppearance = true
        let removed = entries[firstRemoved...]
        entries.removeSubrange(firstRemoved...)
        for entry in removed {
            routes[entry.id] = nil
            if entry.id.rawValue >= firstUnshownIdentifier {
                removedAPushedScene = true
            } else {
                removedAShownScene = true
            }
        }
        for entry in removed.reversed() {
            logger.debug("remove", metadata: ["entry": "\(entry.id)", "scene": "\(entry.sceneName)"])
            loadedEntries.remove(entry.id)
            entry.scene.sceneWillBeRemoved()
        }
    }
}
