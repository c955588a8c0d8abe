import Vipera
import ViperaSpyable

/// Where the transfer scene can go.
@Spyable
@MainActor
protocol TransferRoutingLogic: AnyObject {
    func routeBackToOrigin() throws(NavigationError)
}

/// Leaves the flow for the scene that started it.
@MainActor
final class TransferRouter: TransferRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - Initialization

    init(navigator: (any Navigating)?) {
        self.navigator = navigator
    }

    // MARK: - TransferRoutingLogic

    func routeBackToOrigin() throws(NavigationError) {
        try goBack()
    }
}
