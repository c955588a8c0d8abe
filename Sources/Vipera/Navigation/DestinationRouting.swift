/// A router whose scene declares where it can go as a ``SceneDestination``: it reaches those
/// destinations, and only those, through ``scenes``.
///
/// ```swift
/// @MemberwiseInit
/// final class AccountsRouter: AccountsRoutingLogic, AccountsDataPassing, DestinationRouting {
///     let scenes: any SceneBuilding<AccountsDestination>
///     weak var navigator: (any Navigating)?
///     weak var dataStore: (any AccountsDataStore)?
///
///     func routeToAccountDetail() {
///         guard let account = dataStore?.selectedAccount else { return }
///         navigate(to: .accountDetail(account: account))
///     }
/// }
/// ```
@MainActor
public protocol DestinationRouting: SceneRouting {
    /// Where the router's scene can go.
    associatedtype Destination: SceneDestination

    /// Builds the scene each destination opens.
    var scenes: any SceneBuilding<Destination> { get }
}

extension DestinationRouting {
    /// Opens `destination` on top of the router's scene; nothing happens once the scene is no
    /// longer on a navigator.
    /// - Parameter destination: Where to go, with the input the scene is built from.
    public func navigate(to destination: Destination) {
        guard let navigator else { return }
        navigator.push(scenes.makeScene(for: destination))
    }
}
