import Synchronization
import Testing
import Vipera
import ViperaExample
import ViperaTesting

@MainActor
@Suite("Scene harness suspensions")
struct SceneHarnessSuspensionTests {
    private func makeTodos(store: any TodoStore) async -> SceneHarness {
        await SceneHarness(appName: "todo") { console, navigator in
            TodoSceneFactory(store: store, console: console, navigator: navigator).makeTodoList()
        }
    }

    @Test func commandsThatReadAnActor_suspend_andCommandsThatReadNothing_doNot() async {
        // Given the todo list over the example's store, an actor
        let todos = await makeTodos(store: InMemoryTodoStore(todos: SampleTodos.all))

        // When a global command, a command that reads the todos and an unknown one run in place
        let suspending = await todos.linesThatSuspend(["where", "list", "open 2", "frobnicate", "help"])

        // Then only the commands that awaited the actor suspended
        #expect(suspending == ["list", "open 2"])
        #expect(todos.breadcrumb == ["Todos", "Book flights to Lisbon"])
    }

    @Test func theSameCommands_overTodosKeptOnTheCallersActor_suspendNowhere() async {
        // Given the todo list over a store whose async functions run where they are called
        let todos = await makeTodos(store: KeptTodoStore(todos: SampleTodos.all))

        // When the same commands run in place
        let suspending = await todos.linesThatSuspend(["where", "list", "open 2", "back", "frobnicate"])

        // Then none suspended, and each did its work
        #expect(suspending.isEmpty)
        #expect(todos.breadcrumb == ["Todos"])
    }

    @Test func expectNoSuspension_recordsEachLineThatSuspends() async {
        // Given the todo list over the example's store, an actor
        let todos = await makeTodos(store: InMemoryTodoStore(todos: SampleTodos.all))

        // When a line that reads nothing and one that awaits the actor are expected not to suspend,
        // Then the one that suspended is recorded as an issue
        await withKnownIssue {
            await expectNoSuspension(todos, running: "where", "list")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("'list' suspended") }
        }
    }
}

// MARK: - KeptTodoStore

/// Todos behind a lock: its functions are `nonisolated(nonsending)` under this package's
/// settings, so they run on the caller's actor and wait for nothing.
private final class KeptTodoStore: TodoStore {
    private let todos: Mutex<[Todo]>

    init(todos: [Todo]) {
        self.todos = Mutex(todos)
    }

    func allTodos() async throws -> [Todo] { todos.withLock { $0 } }

    func todo(id: Int) async throws -> Todo {
        guard let todo = todos.withLock({ $0.first { $0.id == id } }) else { throw TodoError.notFound(id: id) }
        return todo
    }

    func insert(title: String, priority: TodoPriority) async throws -> Todo {
        let todo = Todo(id: todos.withLock { $0.count + 1 }, title: title, priority: priority)
        todos.withLock { $0.append(todo) }
        return todo
    }

    func update(_ todo: Todo) async throws {
        todos.withLock { $0 = $0.map { $0.id == todo.id ? todo : $0 } }
    }

    func delete(id: Int) async throws {
        todos.withLock { $0.removeAll { $0.id == id } }
    }
}
