/// A router that moves through the app with a navigator.
///
/// Routers keep the navigator `weak`: the navigator owns the scenes, and a scene owns its router.
@MainActor
public protocol SceneRouting: AnyObject {
    /// The navigator whose stack this router's scene is on.
    var navigator: (any Navigating)? { get }
}

extension SceneRouting {
    /// Leaves the router's scene, revealing the one below it.
    public func goBack() throws(NavigationError) {
        try attachedNavigator().pop()
    }

    /// Returns to the root scene.
    public func goHome() throws(NavigationError) {
        try attachedNavigator().popToRoot()
    }

    /// The navigator, or an error when the scene is no longer attached to one.
    package func attachedNavigator() throws(NavigationError) -> any Navigating {
        guard let navigator else { throw NavigationError.detached }
        return navigator
    }
}

/// The router of a scene without routes of its own: leaving is the global `back` and `home`.
///
/// ```swift
/// @Spyable
/// protocol CardsRoutingLogic: RoutingLogic {}
///
/// typealias CardsRouter = SceneRouter
/// extension SceneRouter: CardsRoutingLogic {}
/// ```
@MainActor
public final class SceneRouter: SceneRouting, RoutingLogic {
    // MARK: - Properties

    /// The navigator whose stack the scene is on.
    public weak var navigator: (any Navigating)?

    // MARK: - Initialization

    /// A router for a scene on `navigator`.
    /// - Parameter navigator: The navigator the scene is on; held weakly.
    public init(navigator: (any Navigating)?) {
        self.navigator = navigator
    }
}
