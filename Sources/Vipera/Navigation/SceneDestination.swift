/// Where a scene can go, as a type the compiler checks: `{Scene}Destination`, an enum with one case
/// per destination, named for the scene it opens and carrying the typed input that scene is built
/// from.
///
/// The scene's router makes a destination from what its data store holds and asks a
/// ``SceneBuilding`` for the scene, so it can reach only the destinations its enum declares. The
/// app's factory builds each one in an exhaustive `switch`, so a destination without a scene does
/// not compile, and a catalogue lists ``routes``, so it cannot leave one out. `@Destinations`
/// (ViperaSpyable) writes the conformance from the cases:
///
/// ```swift
/// @Destinations
/// enum AccountsDestination {
///     case accountDetail(account: Account)
/// }
///
/// // In the factory:
/// func make(_ destination: AccountsDestination) -> any Scene {
///     switch destination {
///     case .accountDetail(let account): accountDetail(account: account)
///     }
/// }
/// ```
public protocol SceneDestination {
    /// Every destination the type declares, in the order declared.
    static var routes: [SceneRoute] { get }

    /// The destination this value is, without its input.
    var route: SceneRoute { get }
}
