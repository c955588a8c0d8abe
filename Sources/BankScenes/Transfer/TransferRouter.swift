import Vipera
import ViperaSpyable

/// Where the transfer scene can go.
@Spyable
protocol TransferRoutingLogic: RoutingLogic, OriginRouting {
    func routeBackToOrigin() throws(NavigationError)
}

/// Leaves the flow for the scene that started it.
@MemberwiseInit
final class TransferRouter: TransferRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - TransferRoutingLogic

    func routeBackToOrigin() throws(NavigationError) {
        try goBack()
    }
}
