import Vipera
import ViperaSpyable

/// The data operations of the todo detail scene.
@Spyable
protocol TodoDetailWorkingLogic: WorkingLogic {
    func fetchTodo(id: Int) async throws -> Todo
    func save(_ todo: Todo) async throws
    func deleteTodo(id: Int) async throws
}

/// Reads and writes one todo through the store.
struct TodoDetailWorker: TodoDetailWorkingLogic {
    // MARK: - Properties

    let store: any TodoStore

    // MARK: - TodoDetailWorkingLogic

    func fetchTodo(id: Int) async throws -> Todo {
        try await store.todo(id: id)
    }

    func save(_ todo: Todo) async throws {
        try await store.update(todo)
    }

    func deleteTodo(id: Int) async throws {
        try await store.delete(id: id)
    }
}
