import Vipera

/// Makes a scene's destination enum a Vipera `SceneDestination`: `routes` lists its cases in
/// the order declared, each with the scene it opens and the input it carries as written, and
/// `route` says which one a value is.
///
/// Name each case for the scene it opens and give it that scene's typed input: `accountDetail`
/// opens `AccountDetailViewController`, whose declared `sceneName` the route reads, so a case that
/// names no scene fails to compile. An enum without cases declares a scene that goes nowhere yet:
/// it is an `EmptySceneDestination`, and its router takes `SceneBuilder.noDestinations`.
///
/// ```swift
/// @Destinations
/// enum AccountDetailDestination {
///     case transactions(account: Account)
///     case transfer(source: Account, delegate: (any TransferDelegate)?)
/// }
///
/// AccountDetailDestination.routes.map(\.sceneName)  // ["Transactions", "Transfer"]
/// ```
@attached(
    extension, conformances: SceneDestination, EmptySceneDestination,
    names: named(routes), named(route), named(unreachable)
)
public macro Destinations() = #externalMacro(module: "ViperaMacros", type: "DestinationsMacro")
