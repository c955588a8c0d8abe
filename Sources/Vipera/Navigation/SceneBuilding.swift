/// Builds the scene each of one scene's destinations opens: what a router holds instead of the
/// whole app's factory, so it can open no scene its ``SceneDestination`` does not declare, and its
/// tests can give it a spy (`SceneBuildingSpy` in ViperaTesting).
@MainActor
public protocol SceneBuilding<Destination> {
    /// The destinations this builder makes scenes for.
    associatedtype Destination: SceneDestination

    /// The scene `destination` opens, built with the input it carries.
    /// - Parameter destination: Where the router asked to go, with its typed input.
    /// - Returns: The scene, built and wired, not yet on the stack.
    func makeScene(for destination: Destination) -> any Scene
}

/// A ``SceneBuilding`` that hands each destination to a function: how one app factory, with a
/// `make(_:)` for each scene's destinations, gives every router only its own.
///
/// ```swift
/// let router = AccountsRouter(scenes: SceneBuilder(make), navigator: navigator, dataStore: interactor)
/// ```
@MainActor
public struct SceneBuilder<Destination: SceneDestination>: SceneBuilding {
    // MARK: - Properties

    private let make: @MainActor (Destination) -> any Scene

    // MARK: - Initialization

    /// A builder that makes each scene with `make`.
    /// - Parameter make: The factory's method that builds each destination's scene.
    public init(_ make: @escaping @MainActor (Destination) -> any Scene) {
        self.make = make
    }

    // MARK: - SceneBuilding

    /// The scene `make` builds for `destination`.
    /// - Parameter destination: Where the router asked to go, with its typed input.
    /// - Returns: The scene `make` built.
    public func makeScene(for destination: Destination) -> any Scene {
        make(destination)
    }
}
