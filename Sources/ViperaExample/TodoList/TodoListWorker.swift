import ViperaSpyable

/// The data operations of the todo list scene.
@Spyable
protocol TodoListWorkingLogic: Sendable {
    func fetchTodos() async throws -> [Todo]
    func addTodo(title: String, priority: TodoPriority) async throws -> Todo
    func complete(_ todo: Todo) async throws -> Todo
}

/// Reads and writes todos through the store.
struct TodoListWorker: TodoListWorkingLogic {
    // MARK: - Properties

    private let store: any TodoStore

    // MARK: - Initialization

    init(store: any TodoStore) {
        self.store = store
    }

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
