import Vipera
import ViperaSpyable

/// The data operations of the todo list scene.
@Spyable
protocol TodoListWorkingLogic: WorkingLogic {
    func fetchTodos() async throws -> [Todo]
    func addTodo(title: String, priority: TodoPriority) async throws -> Todo
    func complete(_ todo: Todo) async throws -> Todo
}

/// Reads and writes todos through the store.
struct TodoListWorker: TodoListWorkingLogic {
    // MARK: - Properties

    let store: any TodoStore

    // MARK: - TodoListWorkingLogic

    func fetchTodos() async throws -> [Todo] {
        try await store.allTodos()
    }

    func addTodo(title: String, priority: TodoPriority) async throws -> Todo {
        try await store.insert(title: title, priority: priority)
    }

    func complete(_ todo: Todo) async throws -> Todo {
        let finished = todo.markedDone(true)
        try await store.update(finished)
        return finished
    }
}
