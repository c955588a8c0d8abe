import Vipera
import ViperaSpyable

/// Where the todo detail scene can go.
@Spyable
@MainActor
protocol TodoDetailRoutingLogic: AnyObject {
    func routeBackToList() throws(NavigationError)
}

/// Leaves the detail scene for the list below it.
@MainActor
final class TodoDetailRouter: TodoDetailRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?

    // MARK: - Initialization

    init(navigator: (any Navigating)?) {
        self.navigator = navigator
    }

    // MARK: - TodoDetailRoutingLogic

    func routeBackToList() throws(NavigationError) {
        try goBack()
    }
}
