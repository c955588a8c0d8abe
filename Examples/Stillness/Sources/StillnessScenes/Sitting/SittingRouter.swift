import Vipera
import ViperaSpyable

/// Where the sitting scene can go.
@Spyable
protocol SittingRoutingLogic: RoutingLogic {
    func routeToSessions()
}

/// Opens the log of finished sittings.
@MemberwiseInit
final class SittingRouter: SittingRoutingLogic, SceneRouting {
    // MARK: - Properties

    private let factory: any StillnessSceneFactoring
    weak var navigator: (any Navigating)?

    // MARK: - SittingRoutingLogic

    func routeToSessions() {
        navigator?.push(factory.makeSessions())
    }
}
