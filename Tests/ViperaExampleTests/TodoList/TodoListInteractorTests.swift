import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoList interactor")
struct TodoListInteractorTests {
    private let presenter = TodoListPresentationLogicSpy()
    private let worker = TodoListWorkingLogicSpy()
    private let sut: TodoListInteractor

    init() {
        sut = TodoListInteractor(presenter: presenter, worker: worker)
    }

    private func response(_ todos: [Todo], open: Int = 2, done: Int = 1, includeDone: Bool = false)
        -> TodoListPresentationLogicSpy.Call
    {
        .presentTodos(
            TodoList.FetchTodos.Response(todos: todos, openCount: open, doneCount: done, includeDone: includeDone))
    }

    @Test func fetchTodos_openOnly_presentsOpenTodosWithCounts() async {
        worker.fetchTodosResult = .success(Fixtures.all)

        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))

        #expect(presenter.calls == [response([Fixtures.milk, Fixtures.flights])])
        #expect(sut.listedTodos == [Fixtures.milk, Fixtures.flights])
    }

    @Test func fetchTodos_includingDone_presentsEveryTodo() async {
        worker.fetchTodosResult = .success(Fixtures.all)

        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: true))

        #expect(presenter.calls == [response(Fixtures.all, includeDone: true)])
    }

    @Test func refreshTodos_keepsTheLastChoiceOfIncludingDone() async {
        worker.fetchTodosResult = .success(Fixtures.all)
        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: true))

        await sut.refreshTodos()

        #expect(presenter.calls.last == response(Fixtures.all, includeDone: true))
    }

    @Test func fetchTodos_empty_presentsAnEmptyList() async {
        worker.fetchTodosResult = .success([])

        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))

        #expect(presenter.calls == [response([], open: 0, done: 0)])
    }

    @Test func fetchTodos_whenStoreFails_presentsError() async {
        worker.fetchTodosResult = .failure(TodoError.notFound(id: 1))

        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))

        #expect(presenter.calls == [.presentError(ErrorViewModel(TodoError.notFound(id: 1)))])
    }

    @Test func addTodo_trimsTitle_presentsItThenTheList() async {
        let added = Todo(id: 9, title: "Call mum", priority: .high)
        worker.addTodoResult = .success(added)
        worker.fetchTodosResult = .success([added])

        await sut.addTodo(TodoList.AddTodo.Request(title: "  Call mum ", priority: .high))

        #expect(worker.calls == [.addTodo(title: "Call mum", priority: .high), .fetchTodos])
        #expect(
            presenter.calls == [
                .presentAddedTodo(TodoList.AddTodo.Response(todo: added)), response([added], open: 1, done: 0),
            ])
    }

    @Test(arguments: [("   ", TodoError.emptyTitle), (String(repeating: "x", count: 81), .titleTooLong(limit: 80))])
    func addTodo_invalidTitle_presentsErrorWithoutWriting(title: String, error: TodoError) async {
        await sut.addTodo(TodoList.AddTodo.Request(title: title, priority: .normal))

        #expect(worker.calls.isEmpty)
        #expect(presenter.calls == [.presentError(ErrorViewModel(error))])
    }

    @Test func selectTodo_listedPosition_storesSelectionAndPresentsIt() async {
        worker.fetchTodosResult = .success(Fixtures.all)
        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))

        await sut.selectTodo(TodoList.SelectTodo.Request(position: 2))

        #expect(sut.selectedTodo == Fixtures.flights)
        #expect(presenter.calls.last == .presentSelectedTodo(TodoList.SelectTodo.Response(todo: Fixtures.flights)))
    }

    @Test func selectTodo_positionNotListed_presentsError() async {
        worker.fetchTodosResult = .success(Fixtures.all)
        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))

        await sut.selectTodo(TodoList.SelectTodo.Request(position: 3))

        #expect(sut.selectedTodo == nil)
        #expect(presenter.calls.last == .presentError(ErrorViewModel(TodoError.noSuchPosition(3, count: 2))))
    }

    @Test func completeTodo_marksItDone_presentsItThenTheList() async {
        worker.fetchTodosResult = .success([Fixtures.milk])
        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))
        let finished = Fixtures.milk.markedDone(true)
        worker.completeResult = .success(finished)
        worker.fetchTodosResult = .success([finished])

        await sut.completeTodo(TodoList.CompleteTodo.Request(position: 1))

        #expect(worker.calls == [.fetchTodos, .complete(Fixtures.milk), .fetchTodos])
        #expect(
            presenter.calls.suffix(2) == [
                .presentCompletedTodo(TodoList.CompleteTodo.Response(todo: finished)), response([], open: 0, done: 1),
            ])
    }

    @Test func completeTodo_whenStoreFails_presentsError() async {
        worker.fetchTodosResult = .success([Fixtures.milk])
        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))
        worker.completeResult = .failure(TodoError.notFound(id: 1))

        await sut.completeTodo(TodoList.CompleteTodo.Request(position: 1))

        #expect(presenter.calls.last == .presentError(ErrorViewModel(TodoError.notFound(id: 1))))
    }

    @Test func detailDeleted_presentsTheResultAndClearsSelection() async {
        worker.fetchTodosResult = .success(Fixtures.all)
        await sut.fetchTodos(TodoList.FetchTodos.Request(includeDone: false))
        await sut.selectTodo(TodoList.SelectTodo.Request(position: 1))

        sut.todoDetailDidFinish(.deleted(Fixtures.milk))

        #expect(sut.selectedTodo == nil)
        #expect(
            presenter.calls.last == .presentDetailResult(TodoList.DetailResult.Response(deletedTodo: Fixtures.milk)))
    }

    @Test func detailClosed_presentsNothing() {
        sut.todoDetailDidFinish(.closed)

        #expect(presenter.calls.isEmpty)
    }
}
