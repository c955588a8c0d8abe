import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoDetail interactor")
struct TodoDetailInteractorTests {
    private let presenter = TodoDetailPresentationLogicSpy()
    private let worker = TodoDetailWorkingLogicSpy()
    private let delegate = TodoDetailDelegateSpy()
    private let sut: TodoDetailInteractor

    init() {
        sut = TodoDetailInteractor(todo: Fixtures.milk, delegate: delegate, presenter: presenter, worker: worker)
    }

    @Test func showTodo_reloadsFromTheStoreAndPresentsIt() async {
        let current = Fixtures.milk.withPriority(.high)
        worker.fetchTodoResult = .success(current)

        await sut.showTodo()

        #expect(worker.calls == [.fetchTodo(1)])
        #expect(presenter.calls == [.presentTodo(.init(todo: current))])
        #expect(sut.todo == current)
    }

    @Test func showTodo_whenGone_presentsError() async {
        worker.fetchTodoResult = .failure(TodoError.notFound(id: 1))

        await sut.showTodo()

        #expect(presenter.calls == [.presentError(ErrorViewModel(TodoError.notFound(id: 1)))])
    }

    @Test(arguments: [
        (TodoDetail.UpdateTodo.Change.rename("  Buy oat milk "), Todo(id: 1, title: "Buy oat milk")),
        (.priority(.low), Todo(id: 1, title: "Buy milk", priority: .low)),
        (.toggleDone, Todo(id: 1, title: "Buy milk", isDone: true)),
        (.note("oat, not cow"), Todo(id: 1, title: "Buy milk", note: "oat, not cow")),
    ])
    func updateTodo_savesTheChangeThenPresentsItAndTheTodo(change: TodoDetail.UpdateTodo.Change, expected: Todo) async {
        await sut.updateTodo(TodoDetail.UpdateTodo.Request(change: change))

        #expect(worker.calls == [.save(expected)])
        #expect(presenter.calls == [.presentUpdatedTodo(.init(todo: expected)), .presentTodo(.init(todo: expected))])
        #expect(sut.todo == expected)
    }

    @Test func updateTodo_emptyTitle_presentsErrorWithoutSaving() async {
        await sut.updateTodo(TodoDetail.UpdateTodo.Request(change: .rename(" ")))

        #expect(worker.calls.isEmpty)
        #expect(presenter.calls == [.presentError(ErrorViewModel(TodoError.emptyTitle))])
        #expect(sut.todo == Fixtures.milk)
    }

    @Test func updateTodo_whenSaveFails_keepsTheTodoAndPresentsError() async {
        worker.saveError = TodoError.notFound(id: 1)

        await sut.updateTodo(TodoDetail.UpdateTodo.Request(change: .toggleDone))

        #expect(sut.todo == Fixtures.milk)
        #expect(presenter.calls == [.presentError(ErrorViewModel(TodoError.notFound(id: 1)))])
    }

    @Test func deleteTodo_tellsTheDelegateOnceThenPresentsTheDeletion() async {
        await sut.deleteTodo()
        sut.finish()

        #expect(worker.calls == [.deleteTodo(1)])
        #expect(delegate.calls == [.todoDetailDidFinish(.deleted(Fixtures.milk))])
        #expect(presenter.calls == [.presentDeletedTodo(.init(todo: Fixtures.milk))])
    }

    @Test func deleteTodo_whenItFails_reportsNothingToTheDelegate() async {
        worker.deleteTodoError = TodoError.notFound(id: 1)

        await sut.deleteTodo()

        #expect(delegate.calls.isEmpty)
        #expect(presenter.calls == [.presentError(ErrorViewModel(TodoError.notFound(id: 1)))])
    }

    @Test func finish_withoutDeleting_reportsClosedOnce() {
        sut.finish()
        sut.finish()

        #expect(delegate.calls == [.todoDetailDidFinish(.closed)])
    }

    @Test func interactor_holdsItsDelegateWeakly() {
        var delegate: TodoDetailDelegateSpy? = TodoDetailDelegateSpy()
        weak let weakDelegate = delegate
        let sut = TodoDetailInteractor(todo: Fixtures.milk, delegate: delegate, presenter: presenter, worker: worker)

        delegate = nil

        #expect(weakDelegate == nil)
        sut.finish()
    }
}
