import Vipera
import ViperaSpyable

/// Where the sitting scene can go.
@Spyable
@MainActor
protocol SittingRoutingLogic: AnyObject {
    func routeToSessions()
}

/// Opens the log of finished sittings.
@MainActor
final class SittingRouter: SittingRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?
    private let factory: any StillnessSceneFactoring

    // MARK: - Initialization

    init(factory: any StillnessSceneFactoring, navigator: (any Navigating)?) {
        self.factory = factory
        self.navigator = navigator
    }

    // MARK: - SittingRoutingLogic

    func routeToSessions() {
        navigator?.push(factory.makeSessions())
    }
}
