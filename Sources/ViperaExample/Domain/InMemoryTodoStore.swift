/// A store that keeps todos in memory, for the demo and for tests.
public actor InMemoryTodoStore: TodoStore {
    // MARK: - Properties

    private var todos: [Todo]
    private var nextIdentifier: Int

    // MARK: - Initialization

    /// Creates a store holding `todos`.
    public init(todos: [Todo] = []) {
        self.todos = todos
        nextIdentifier = (todos.map(\.id).max() ?? 0) + 1
    }

    // MARK: - TodoStore

    /// Every todo, in the order they were added.
    public func allTodos() -> [Todo] {
        todos
    }

    /// The todo with identifier `id`.
    public func todo(id: Int) throws -> Todo {
        guard let todo = todos.first(where: { $0.id == id }) else { throw TodoError.notFound(id: id) }
        return todo
    }

    /// Adds a new open todo.
    public func insert(title: String, priority: TodoPriority) -> Todo {
        let todo = Todo(id: nextIdentifier, title: title, priority: priority)
        nextIdentifier += 1
        todos.append(todo)
        return todo
    }

    /// Replaces the stored todo with the same identifier.
    public func update(_ todo: Todo) throws {
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else {
            throw TodoError.notFound(id: todo.id)
        }
        todos[index] = todo
    }

    /// Removes the todo with identifier `id`.
    public func delete(id: Int) throws {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { throw TodoError.notFound(id: id) }
        todos.remove(at: index)
    }
}
