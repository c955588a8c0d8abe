import Vipera
import ViperaSpyable

/// Where the sitting scene can go: the log of finished sittings.
@Destinations
enum SittingDestination: Equatable {
    case sessions
}

/// Where the sitting scene can go.
@Spyable
protocol SittingRoutingLogic: RoutingLogic {
    func routeToSessions()
}

/// Opens the log of finished sittings.
@MemberwiseInit
final class SittingRouter: SittingRoutingLogic, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<SittingDestination>
    weak var navigator: (any Navigating)?

    // MARK: - SittingRoutingLogic

    func routeToSessions() {
        navigate(to: .sessions)
    }
}
