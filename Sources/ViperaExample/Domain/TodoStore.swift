import ViperaSpyable

/// Where todos are kept.
@Spyable
public protocol TodoStore: Sendable {
    /// Every todo, in the order they were added.
    func allTodos() async throws -> [Todo]
    /// The todo with identifier `id`; throws ``TodoError/notFound(id:)`` when there is none.
    func todo(id: Int) async throws -> Todo
    /// Adds a new open todo and returns it.
    func insert(title: String, priority: TodoPriority) async throws -> Todo
    /// Replaces the stored todo with the same identifier.
    func update(_ todo: Todo) async throws
    /// Removes the todo with identifier `id`.
    func delete(id: Int) async throws
}
