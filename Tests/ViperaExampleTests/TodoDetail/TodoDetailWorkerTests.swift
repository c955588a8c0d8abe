import Testing

@testable import ViperaExample

@Suite("TodoDetail worker")
struct TodoDetailWorkerTests {
    @Test func fetchSaveAndDelete_goThroughTheStore() async throws {
        let store = InMemoryTodoStore(todos: Fixtures.all)
        let sut = TodoDetailWorker(store: store)

        #expect(try await sut.fetchTodo(id: 2) == Fixtures.flights)
        try await sut.save(Fixtures.flights.renamed(to: "Book trains"))
        #expect(try await store.todo(id: 2).title == "Book trains")
        try await sut.deleteTodo(id: 2)
        #expect(await store.allTodos() == [Fixtures.milk, Fixtures.books])
    }

    @Test func missingTodo_throwsNotFound() async {
        let sut = TodoDetailWorker(store: InMemoryTodoStore())

        await #expect(throws: TodoError.notFound(id: 7)) { _ = try await sut.fetchTodo(id: 7) }
        await #expect(throws: TodoError.notFound(id: 7)) { try await sut.deleteTodo(id: 7) }
        await #expect(throws: TodoError.notFound(id: 1)) { try await sut.save(Fixtures.milk) }
    }
}
