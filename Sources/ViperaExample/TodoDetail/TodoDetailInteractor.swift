import Vipera
import ViperaSpyable

/// The business logic of the todo detail scene.
@Spyable
protocol TodoDetailBusinessLogic: BusinessLogic {
    func showTodo() async
    func updateTodo(_ request: TodoDetail.UpdateTodo.Request) async
    func deleteTodo() async
    func finish()
}

/// Holds the todo being shown, applies changes, and reports to its delegate when it closes.
@MemberwiseInit
final class TodoDetailInteractor: TodoDetailBusinessLogic {
    // MARK: - Properties

    private(set) var todo: Todo
    private weak var delegate: (any TodoDetailDelegate)?
    private var hasReported = false
    let presenter: any TodoDetailPresentationLogic
    private let worker: any TodoDetailWorkingLogic

    // MARK: - TodoDetailBusinessLogic

    func showTodo() async {
        await presenter.presentingErrors {
            todo = try await worker.fetchTodo(id: todo.id)
            presenter.presentTodo(TodoDetail.ShowTodo.Response(todo: todo))
        }
    }

    func updateTodo(_ request: TodoDetail.UpdateTodo.Request) async {
        await presenter.presentingErrors {
            let changed = try applying(request.change, to: todo)
            try await worker.save(changed)
            todo = changed
            presenter.presentUpdatedTodo(TodoDetail.UpdateTodo.Response(todo: changed))
            presenter.presentTodo(TodoDetail.ShowTodo.Response(todo: changed))
        }
    }

    func deleteTodo() async {
        await presenter.presentingErrors {
            try await worker.deleteTodo(id: todo.id)
            report(.deleted(todo))
            presenter.presentDeletedTodo(TodoDetail.DeleteTodo.Response(todo: todo))
        }
    }

    func finish() {
        report(.closed)
    }

    // MARK: - Private

    private func applying(_ change: TodoDetail.UpdateTodo.Change, to todo: Todo) throws(TodoError) -> Todo {
        switch change {
        case .rename(let title): todo.renamed(to: try TodoTitle.validated(title))
        case .priority(let priority): todo.withPriority(priority)
        case .toggleDone: todo.markedDone(!todo.isDone)
        case .note(let note): todo.withNote(note)
        }
    }

    /// Tells the delegate how the scene ended, once.
    private func report(_ result: TodoDetailResult) {
        guard !hasReported else { return }
        hasReported = true
        delegate?.todoDetailDidFinish(result)
    }
}
