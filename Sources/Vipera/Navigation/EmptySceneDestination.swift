/// The destinations of a scene that goes nowhere yet: an enum without cases, which `@Destinations`
/// conforms to this protocol. Its router is given ``SceneBuilder/noDestinations``, which needs no
/// factory method. The first case added takes the conformance away, so the factory must then build
/// the scene that case opens, in a `make(_:)` handed to the router as `SceneBuilder(make)`.
public protocol EmptySceneDestination: SceneDestination {
    /// A value of the enum, which cannot exist: what lets code that takes one compile without
    /// anything to do.
    var unreachable: Never { get }
}

extension SceneBuilder where Destination: EmptySceneDestination {
    /// The builder of a scene without destinations: nothing can ask it for a scene, since its
    /// destination enum has no values.
    public static var noDestinations: Self {
        SceneBuilder { destination in destination.unreachable }
    }
}

extension EmptySceneDestination {
    /// No destinations.
    public static var routes: [SceneRoute] { [] }

    /// Never asked: the enum has no values.
    public var route: SceneRoute { unreachable }
}
