import Vipera
import ViperaSpyable

/// Where the todo detail scene can go.
@Spyable
protocol TodoDetailRoutingLogic: RoutingLogic {
    func routeBackToList() throws(NavigationError)
}

/// Leaves the detail scene for the list below it.
@MemberwiseInit
final class TodoDetailRouter: TodoDetailRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - TodoDetailRoutingLogic

    func routeBackToList() throws(NavigationError) {
        try goBack()
    }
}
