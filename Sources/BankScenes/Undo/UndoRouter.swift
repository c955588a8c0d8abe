import Vipera
import ViperaSpyable

/// Where the undo scene can go: back to where `undo` was typed.
@Spyable
protocol UndoRoutingLogic: RoutingLogic, OriginRouting {
    func routeBackToOrigin() throws(NavigationError)
}

/// Leaves the undo for the scene that started it, which shows itself again as it is now.
@MemberwiseInit
final class UndoRouter: UndoRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - UndoRoutingLogic

    func routeBackToOrigin() throws(NavigationError) {
        try goBack()
    }
}
