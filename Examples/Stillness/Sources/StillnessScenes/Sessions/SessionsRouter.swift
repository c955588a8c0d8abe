import Vipera
import ViperaSpyable

/// Where the sessions scene can go.
@Spyable
@MainActor
protocol SessionsRoutingLogic: AnyObject {
    func routeBackToTimer() throws(NavigationError)
}

/// Returns from the log to the timer.
@MainActor
final class SessionsRouter: SessionsRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - Initialization

    init(navigator: (any Navigating)?) {
        self.navigator = navigator
    }

    // MARK: - SessionsRoutingLogic

    func routeBackToTimer() throws(NavigationError) {
        try goBack()
    }
}
