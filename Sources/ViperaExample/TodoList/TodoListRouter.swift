import Vipera
import ViperaSpyable

/// Where the todo list scene can go.
@Spyable
@MainActor
protocol TodoListRoutingLogic: AnyObject {
    func routeToTodoDetail()
}

/// What the todo list router reads to pass data on.
@Spyable
@MainActor
protocol TodoListDataPassing: AnyObject {
    var dataStore: (any TodoListDataStore)? { get }
}

/// Opens the detail scene for the selected todo.
@MainActor
final class TodoListRouter: TodoListRoutingLogic, TodoListDataPassing, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?
    weak var dataStore: (any TodoListDataStore)?
    weak var detailDelegate: (any TodoDetailDelegate)?
    private let factory: any TodoSceneFactoring

    // MARK: - Initialization

    init(factory: any TodoSceneFactoring, navigator: (any Navigating)?) {
        self.factory = factory
        self.navigator = navigator
    }

    // MARK: - TodoListRoutingLogic

    func routeToTodoDetail() {
        guard let todo = dataStore?.selectedTodo else { return }
        navigator?.push(factory.makeTodoDetail(todo: todo, delegate: detailDelegate))
    }
}
