import Vipera
import ViperaSpyable

/// Where the record scene can go.
@Spyable
protocol RecordRoutingLogic: RoutingLogic, OriginRouting {
    func routeBackToOrigin() throws(NavigationError)
}

/// Leaves the flow for the scene that started it.
@MemberwiseInit
final class RecordRouter: RecordRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - RecordRoutingLogic

    func routeBackToOrigin() throws(NavigationError) {
        try goBack()
    }
}
