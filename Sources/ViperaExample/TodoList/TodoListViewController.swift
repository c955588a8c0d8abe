public import Vipera
import ViperaSpyable

/// The display logic of the todo list scene.
@Spyable
protocol TodoListDisplayLogic: ErrorDisplaying {
    func displayTodos(_ viewModel: TodoList.FetchTodos.ViewModel)
    func displayAddedTodo(_ viewModel: TodoList.AddTodo.ViewModel)
    func displaySelectedTodo(_ viewModel: TodoList.SelectTodo.ViewModel)
    func displayCompletedTodo(_ viewModel: TodoList.CompleteTodo.ViewModel)
    func displayDetailResult(_ viewModel: TodoList.DetailResult.ViewModel)
}

/// The list of todos: shows them as a table and turns typed commands into requests.
@MemberwiseInit
public final class TodoListViewController: Scene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let titles: ChoiceSource = "todo-titles"

    // MARK: - Properties

    /// Where the list is written.
    public let console: any Console
    let interactor: any TodoListBusinessLogic
    let router: any TodoListRoutingLogic
    private var shownTitles: [String] = []

    // MARK: - Scene

    /// `TodoList`, in `where` and JSON output.
    public nonisolated static let sceneName = "TodoList"

    /// "Todos".
    public var title: String { Strings.TodoList.title }

    /// `list`, `add`, `open` and `done`.
    public var commands: CommandTable<TodoListCommand> { Self.commandTable }

    /// Shows the open todos.
    public func sceneDidLoad() async {
        await interactor.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))
    }

    /// Shows the list again, as it may have changed in the detail scene.
    public func sceneWillAppear() async {
        await interactor.refreshTodos()
    }

    /// Turns a command into a request to the interactor.
    public func handle(_ command: TodoListCommand) async {
        switch command {
        case .list(let includeDone):
            await interactor.fetchTodos(TodoList.FetchTodos.Request(includeDone: includeDone))
        case .add(let title, let priority):
            await interactor.addTodo(TodoList.AddTodo.Request(title: title, priority: priority))
        case .open(let item):
            await interactor.selectTodo(TodoList.SelectTodo.Request(position: item.position))
        case .done(let item):
            await interactor.completeTodo(TodoList.CompleteTodo.Request(position: item.position))
        }
    }

    /// The titles shown, for `open` and `done`.
    public func choices(for source: ChoiceSource) -> [String] {
        source == Self.titles ? shownTitles : []
    }
}

// MARK: - TodoListDisplayLogic

extension TodoListViewController: TodoListDisplayLogic {
    func displayTodos(_ viewModel: TodoList.FetchTodos.ViewModel) {
        shownTitles = viewModel.rows.map(\.title)
        let content: any Renderable =
            if let empty = viewModel.empty {
                EmptyState(empty.title, message: empty.message)
            } else {
                Table(
                    columns: [
                        Table.Column(Strings.TodoList.numberColumn, alignment: .right),
                        Table.Column(Strings.TodoList.titleColumn, overflow: .wrap),
                        Table.Column(Strings.TodoList.priorityColumn),
                        Table.Column(Strings.TodoList.statusColumn),
                    ],
                    rows: viewModel.rows.map { [$0.number, $0.title, $0.priority, $0.status] }
                )
            }
        show(viewModel, kind: "todos") {
            RenderGroup([Heading(viewModel.heading, subtitle: viewModel.summary), content])
        }
    }

    func displayAddedTodo(_ viewModel: TodoList.AddTodo.ViewModel) {
        show(viewModel, kind: "addedTodo") { Notice(.success, viewModel.message) }
    }

    func displaySelectedTodo(_ viewModel: TodoList.SelectTodo.ViewModel) {
        show(viewModel, kind: "selectedTodo")
        router.routeToTodoDetail()
    }

    func displayCompletedTodo(_ viewModel: TodoList.CompleteTodo.ViewModel) {
        show(viewModel, kind: "completedTodo") { Notice(.success, viewModel.message) }
    }

    func displayDetailResult(_ viewModel: TodoList.DetailResult.ViewModel) {
        show(viewModel, kind: "detailResult") { Notice(.success, viewModel.message) }
    }
}

// MARK: - Commands

extension TodoListViewController {
    nonisolated static let all = TypedParameter.flag("all", Strings.TodoList.allFlag, short: "a")
    nonisolated static let title = TypedParameter.words("TITLE", Strings.TodoList.titleArgument)
    nonisolated static let priority = TypedParameter.option(
        "priority", of: TodoPriority.self, Strings.TodoList.priorityOption, default: .normal, short: "p")
    nonisolated static let todo = TypedParameter.item("TODO", from: titles, Strings.TodoList.itemArgument)

    nonisolated static let commandTable = CommandTable<TodoListCommand>([
        CommandSpec("list", aliases: ["ls"], summary: Strings.TodoList.listSummary, all) { .list(includeDone: $0) },
        CommandSpec("add", summary: Strings.TodoList.addSummary, title, priority) { .add(title: $0, priority: $1) },
        CommandSpec("open", summary: Strings.TodoList.openSummary, todo, build: TodoListCommand.open),
        CommandSpec("done", summary: Strings.TodoList.doneSummary, todo, build: TodoListCommand.done),
    ])
}
