public import Vipera
import ViperaSpyable

/// The display logic of the todo list scene.
@Spyable
@MainActor
protocol TodoListDisplayLogic: ErrorDisplaying {
    func displayTodos(_ viewModel: TodoList.FetchTodos.ViewModel)
    func displayAddedTodo(_ viewModel: TodoList.AddTodo.ViewModel)
    func displaySelectedTodo(_ viewModel: TodoList.SelectTodo.ViewModel)
    func displayCompletedTodo(_ viewModel: TodoList.CompleteTodo.ViewModel)
    func displayDetailResult(_ viewModel: TodoList.DetailResult.ViewModel)
}

/// The list of todos: shows them as a table and turns typed commands into requests.
@MainActor
public final class TodoListViewController: Scene, ConsoleDisplaying {
    // MARK: - Constants

    nonisolated static let titles: ChoiceSource = "todo-titles"

    // MARK: - Properties

    /// Where the list is written.
    public let console: any Console
    let interactor: any TodoListBusinessLogic
    let router: any TodoListRoutingLogic
    private var shownTitles: [String] = []

    // MARK: - Initialization

    init(console: any Console, interactor: any TodoListBusinessLogic, router: any TodoListRoutingLogic) {
        self.console = console
        self.interactor = interactor
        self.router = router
    }

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
    nonisolated static let commandTable = CommandTable<TodoListCommand>([
        CommandSpec(
            "list",
            aliases: ["ls"],
            summary: Strings.TodoList.listSummary,
            parameters: [.flag("all", Strings.TodoList.allFlag, short: "a")]
        ) { .list(includeDone: try $0.flag("all")) },
        CommandSpec(
            "add",
            summary: Strings.TodoList.addSummary,
            parameters: [
                .variadic("TITLE", Strings.TodoList.titleArgument),
                .option(
                    "priority",
                    .choice(TodoPriority.names),
                    Strings.TodoList.priorityOption,
                    default: TodoPriority.normal.rawValue,
                    short: "p"
                ),
            ]
        ) { .add(title: try $0.text("TITLE"), priority: try $0.choice("priority", as: TodoPriority.self)) },
        CommandSpec(
            "open",
            summary: Strings.TodoList.openSummary,
            parameters: [.argument("TODO", .item(titles), Strings.TodoList.itemArgument)]
        ) { .open(try $0.item("TODO")) },
        CommandSpec(
            "done",
            summary: Strings.TodoList.doneSummary,
            parameters: [.argument("TODO", .item(titles), Strings.TodoList.itemArgument)]
        ) { .done(try $0.item("TODO")) },
    ])
}
