import Testing

@testable import ViperaExample

@Suite("TodoList worker")
struct TodoListWorkerTests {
    @Test func fetchTodos_returnsTheStoresTodosInOrder() async throws {
        let sut = TodoListWorker(store: InMemoryTodoStore(todos: Fixtures.all))

        #expect(try await sut.fetchTodos() == Fixtures.all)
    }

    @Test func addTodo_storesANewOpenTodoWithTheNextIdentifier() async throws {
        let store = InMemoryTodoStore(todos: Fixtures.all)
        let sut = TodoListWorker(store: store)

        let added = try await sut.addTodo(title: "Call mum", priority: .high)

        #expect(added == Todo(id: 4, title: "Call mum", priority: .high))
        #expect(await store.allTodos().last == added)
    }

    @Test func complete_savesTheTodoAsDone() async throws {
        let store = InMemoryTodoStore(todos: Fixtures.all)
        let sut = TodoListWorker(store: store)

        let finished = try await sut.complete(Fixtures.milk)

        #expect(finished.isDone)
        #expect(try await store.todo(id: 1).isDone)
    }

    @Test func complete_missingTodo_throwsNotFound() async {
        let sut = TodoListWorker(store: InMemoryTodoStore())

        await #expect(throws: TodoError.notFound(id: 1)) {
            _ = try await sut.complete(Fixtures.milk)
        }
    }
}
