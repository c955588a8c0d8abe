import Vipera
import ViperaSpyable

/// Where the sessions scene can go.
@Spyable
protocol SessionsRoutingLogic: RoutingLogic {
    func routeBackToTimer() throws(NavigationError)
}

/// Returns from the log to the timer.
@MemberwiseInit
final class SessionsRouter: SessionsRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - SessionsRoutingLogic

    func routeBackToTimer() throws(NavigationError) {
        try goBack()
    }
}
