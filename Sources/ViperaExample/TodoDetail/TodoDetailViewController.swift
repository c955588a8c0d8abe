public import Vipera
import ViperaSpyable

/// The display logic of the todo detail scene.
@Spyable
protocol TodoDetailDisplayLogic: ErrorDisplaying {
    func displayTodo(_ viewModel: TodoDetail.ShowTodo.ViewModel)
    func displayUpdatedTodo(_ viewModel: TodoDetail.UpdateTodo.ViewModel)
    func displayDeletedTodo(_ viewModel: TodoDetail.DeleteTodo.ViewModel)
}

/// One todo: shows its fields and turns typed commands into changes.
@MemberwiseInit
public final class TodoDetailViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// The todo's title, for the breadcrumb.
    public private(set) var title: String
    /// Where the todo is written.
    public let console: any Console
    let interactor: any TodoDetailBusinessLogic
    let router: any TodoDetailRoutingLogic

    // MARK: - Scene

    /// `TodoDetail`, in `where` and JSON output.
    public nonisolated static let sceneName = "TodoDetail"

    /// `rename`, `priority`, `toggle`, `note` and `delete`.
    public var commands: CommandTable<TodoDetailCommand> { Self.commandTable }

    /// Shows the todo.
    public func sceneDidLoad() async {
        await interactor.showTodo()
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
            await interactor.deleteTodo()
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
    nonisolated static let newTitle = TypedParameter.words("TITLE", Strings.TodoDetail.newTitleArgument)
    nonisolated static let level = TypedParameter.choice(
        "LEVEL", of: TodoPriority.self, Strings.TodoDetail.levelArgument)
    nonisolated static let note = TypedParameter.words("TEXT", Strings.TodoDetail.noteArgument)

    nonisolated static let commandTable = CommandTable<TodoDetailCommand>([
        CommandSpec("rename", summary: Strings.TodoDetail.renameSummary, newTitle, build: TodoDetailCommand.rename),
        CommandSpec("priority", summary: Strings.TodoDetail.prioritySummary, level, build: TodoDetailCommand.priority),
        CommandSpec("toggle", summary: Strings.TodoDetail.toggleSummary, command: .toggle),
        CommandSpec(
            "note", summary: Strings.TodoDetail.noteSummary, isSensitive: true, note, build: TodoDetailCommand.note),
        CommandSpec("delete", summary: Strings.TodoDetail.deleteSummary, command: .delete),
    ])
}
