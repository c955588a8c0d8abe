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
    public func attachedNavigator() throws(NavigationError) -> any Navigating {
        guard let navigator else { throw NavigationError.detached }
        return navigator
    }
}
