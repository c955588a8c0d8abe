import Vipera
import ViperaSpyable

/// The business logic of the todo list scene.
@Spyable
protocol TodoListBusinessLogic: BusinessLogic {
    func fetchTodos(_ request: TodoList.FetchTodos.Request) async
    func refreshTodos() async
    func addTodo(_ request: TodoList.AddTodo.Request) async
    func selectTodo(_ request: TodoList.SelectTodo.Request) async
    func completeTodo(_ request: TodoList.CompleteTodo.Request) async
}

/// What the router may pass on from the todo list scene.
@Spyable
protocol TodoListDataStore: DataStore {
    var selectedTodo: Todo? { get }
}

/// Keeps the listed todos, validates requests, and asks the worker and presenter.
@MemberwiseInit
final class TodoListInteractor: TodoListBusinessLogic, TodoListDataStore {
    // MARK: - Properties

    private(set) var selectedTodo: Todo?
    private(set) var listedTodos: [Todo] = []
    private var includeDone = false
    let presenter: any TodoListPresentationLogic
    private let worker: any TodoListWorkingLogic

    // MARK: - TodoListBusinessLogic

    func fetchTodos(_ request: TodoList.FetchTodos.Request) async {
        includeDone = request.includeDone
        await refreshTodos()
    }

    func refreshTodos() async {
        await presenter.presentingErrors {
            let todos = try await worker.fetchTodos()
            listedTodos = includeDone ? todos : todos.filter { !$0.isDone }
            let doneCount = todos.count { $0.isDone }
            presenter.presentTodos(
                TodoList.FetchTodos.Response(
                    todos: listedTodos,
                    openCount: todos.count - doneCount,
                    doneCount: doneCount,
                    includeDone: includeDone
                )
            )
        }
    }

    func addTodo(_ request: TodoList.AddTodo.Request) async {
        await presenter.presentingErrors {
            let title = try TodoTitle.validated(request.title)
            let todo = try await worker.addTodo(title: title, priority: request.priority)
            presenter.presentAddedTodo(TodoList.AddTodo.Response(todo: todo))
            await refreshTodos()
        }
    }

    func selectTodo(_ request: TodoList.SelectTodo.Request) async {
        await presenter.presentingErrors {
            let todo = try listedTodo(at: request.position)
            selectedTodo = todo
            presenter.presentSelectedTodo(TodoList.SelectTodo.Response(todo: todo))
        }
    }

    func completeTodo(_ request: TodoList.CompleteTodo.Request) async {
        await presenter.presentingErrors {
            let todo = try await worker.complete(listedTodo(at: request.position))
            presenter.presentCompletedTodo(TodoList.CompleteTodo.Response(todo: todo))
            await refreshTodos()
        }
    }

    // MARK: - Private

    private func listedTodo(at position: Int) throws(TodoError) -> Todo {
        guard listedTodos.indices.contains(position - 1) else {
            throw TodoError.noSuchPosition(position, count: listedTodos.count)
        }
        return listedTodos[position - 1]
    }
}

// MARK: - TodoDetailDelegate

extension TodoListInteractor: TodoDetailDelegate {
    func todoDetailDidFinish(_ result: TodoDetailResult) {
        selectedTodo = nil
        guard case .deleted(let todo) = result else { return }
        presenter.presentDetailResult(TodoList.DetailResult.Response(deletedTodo: todo))
    }
}
