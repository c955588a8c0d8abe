public import Vipera
import ViperaSpyable

/// The display logic of the todo detail scene.
@Spyable
@MainActor
protocol TodoDetailDisplayLogic: ErrorDisplaying {
    func displayTodo(_ viewModel: TodoDetail.ShowTodo.ViewModel)
    func displayUpdatedTodo(_ viewModel: TodoDetail.UpdateTodo.ViewModel)
    func displayDeletedTodo(_ viewModel: TodoDetail.DeleteTodo.ViewModel)
}

/// One todo: shows its fields and turns typed commands into changes.
@MainActor
public final class TodoDetailViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the todo is written.
    public let console: any Console
    /// The todo's title, for the breadcrumb.
    public private(set) var title: String
    let interactor: any TodoDetailBusinessLogic
    let router: any TodoDetailRoutingLogic

    // MARK: - Initialization

    init(
        title: String,
        console: any Console,
        interactor: any TodoDetailBusinessLogic,
        router: any TodoDetailRoutingLogic
    ) {
        self.title = title
        self.console = console
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Scene

    /// `TodoDetail`, in `where` and JSON output.
    public nonisolated static let sceneName = "TodoDetail"

    /// `rename`, `priority`, `toggle`, `note` and `delete`.
    public var commands: CommandTable<TodoDetailCommand> { Self.commandTable }

    /// Shows the todo.
    public func sceneDidLoad() async {
        await interactor.showTodo(TodoDetail.ShowTodo.Request())
    }

    /// Tells the list the detail closed, unless it already reported a deletion.
    public func sceneWillBeRemoved() {
        interactor.finish()
    }

    /// Turns a command into a request to the interactor.
    public func handle(_ command: TodoDetailCommand) async {
        switch command {
        case .rename(let title):
            await interactor.updateTodo(TodoDetail.UpdateTodo.Request(change: .rename(title)))
        case .priority(let priority):
            await interactor.updateTodo(TodoDetail.UpdateTodo.Request(change: .priority(priority)))
        case .toggle:
            await interactor.updateTodo(TodoDetail.UpdateTodo.Request(change: .toggleDone))
        case .note(let note):
            await interactor.updateTodo(TodoDetail.UpdateTodo.Request(change: .note(note)))
        case .delete:
            await interactor.deleteTodo(TodoDetail.DeleteTodo.Request())
        }
    }
}

// MARK: - TodoDetailDisplayLogic

extension TodoDetailViewController: TodoDetailDisplayLogic {
    func displayTodo(_ viewModel: TodoDetail.ShowTodo.ViewModel) {
        title = viewModel.title
        show(viewModel, kind: "todo") { KeyValueList(viewModel.fields.map { KeyValueList.Pair($0.label, $0.value) }) }
    }

    func displayUpdatedTodo(_ viewModel: TodoDetail.UpdateTodo.ViewModel) {
        show(viewModel, kind: "updatedTodo") { Notice(.success, viewModel.message) }
    }

    func displayDeletedTodo(_ viewModel: TodoDetail.DeleteTodo.ViewModel) {
        show(viewModel, kind: "deletedTodo")
        do {
            try router.routeBackToList()
        } catch {
            displayError(ErrorViewModel(error))
        }
    }
}

// MARK: - Commands

extension TodoDetailViewController {
    nonisolated static let commandTable = CommandTable<TodoDetailCommand>([
        CommandSpec(
            "rename",
            summary: Strings.TodoDetail.renameSummary,
            parameters: [.variadic("TITLE", Strings.TodoDetail.newTitleArgument)]
        ) { .rename(try $0.text("TITLE")) },
        CommandSpec(
            "priority",
            summary: Strings.TodoDetail.prioritySummary,
            parameters: [.argument("LEVEL", .choice(TodoPriority.names), Strings.TodoDetail.levelArgument)]
        ) { .priority(try $0.choice("LEVEL", as: TodoPriority.self)) },
        CommandSpec("toggle", summary: Strings.TodoDetail.toggleSummary, command: .toggle),
        CommandSpec(
            "note",
            summary: Strings.TodoDetail.noteSummary,
            parameters: [.variadic("TEXT", Strings.TodoDetail.noteArgument)],
            isSensitive: true
        ) { .note(try $0.text("TEXT")) },
        CommandSpec("delete", summary: Strings.TodoDetail.deleteSummary, command: .delete),
    ])
}
