import Vipera
import ViperaSpyable

/// Where the todo list scene can go: the chosen todo's detail, which tells `delegate` how it ended.
@Destinations
enum TodoListDestination {
    case todoDetail(todo: Todo, delegate: (any TodoDetailDelegate)?)
}

/// Where the todo list scene can go.
@Spyable
protocol TodoListRoutingLogic: RoutingLogic {
    func routeToTodoDetail()
}

/// What the todo list router reads to pass data on.
@Spyable
protocol TodoListDataPassing: DataPassing {
    var dataStore: (any TodoListDataStore)? { get }
}

/// Opens the detail scene for the selected todo.
@MemberwiseInit
final class TodoListRouter: TodoListRoutingLogic, TodoListDataPassing, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<TodoListDestination>
    weak var navigator: (any Navigating)?
    weak var dataStore: (any TodoListDataStore)?
    weak var detailDelegate: (any TodoDetailDelegate)?

    // MARK: - TodoListRoutingLogic

    func routeToTodoDetail() {
        guard let todo = dataStore?.selectedTodo else { return }
        navigate(to: .todoDetail(todo: todo, delegate: detailDelegate))
    }
}
