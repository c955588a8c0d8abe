public import Vipera
import ViperaSpies

/// A Vipera `SceneBuilding` for a router's tests: it records every destination asked for, in
/// order, and answers with a `SpyScene` titled by the destination's case, so the
/// navigator's breadcrumb shows what was opened.
///
/// ```swift
/// let scenes = SceneBuildingSpy<AccountsDestination>()
/// let sut = AccountsRouter(scenes: scenes, navigator: navigator, dataStore: store)
///
/// sut.routeToAccountDetail()
///
/// #expect(scenes.destinations == [.accountDetail(account: savings)])
/// #expect(navigator.breadcrumb == ["Accounts", "accountDetail"])
/// ```
@MainActor
public final class SceneBuildingSpy<Destination: SceneDestination>: SceneBuilding {
    // MARK: - Properties

    /// Every destination asked for, in order.
    public private(set) var destinations: [Destination] = []

    /// The cases of the destinations asked for, in order: for destinations whose input cannot be
    /// compared.
    public var routeNames: [String] { destinations.map(\.route.name) }

    // MARK: - Initialization

    /// A spy that has been asked for nothing.
    public init() {}

    // MARK: - SceneBuilding

    /// Records `destination` and answers a scene titled by its case.
    /// - Parameter destination: Where the router asked to go, with its typed input.
    public func makeScene(for destination: Destination) -> any Scene {
        destinations.append(destination)
        return SpyScene(title: destination.route.name)
    }
}
