import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoList presenter")
struct TodoListPresenterTests {
    private let display = TodoListDisplayLogicSpy()
    private let sut = TodoListPresenter()

    init() {
        sut.display = display
    }

    @Test func presentTodos_numbersRowsAndSummarisesCounts() {
        sut.presentTodos(
            TodoList.FetchTodos.Response(todos: Fixtures.all, openCount: 2, doneCount: 1, includeDone: true))

        #expect(
            display.calls == [
                .displayTodos(
                    TodoList.FetchTodos.ViewModel(
                        heading: "Todos",
                        summary: "2 open, 1 done",
                        rows: [
                            .init(number: "1", title: "Buy milk", priority: "normal", status: "open"),
                            .init(number: "2", title: "Book flights", priority: "high", status: "open"),
                            .init(number: "3", title: "Return books", priority: "low", status: "done"),
                        ],
                        empty: nil
                    ))
            ])
    }

    @Test func presentTodos_nothingAtAll_suggestsAdding() {
        sut.presentTodos(TodoList.FetchTodos.Response(todos: [], openCount: 0, doneCount: 0, includeDone: false))

        guard let viewModel = display.displayTodosArguments.first else {
            Issue.record("expected a list")
            return
        }
        #expect(viewModel.empty == .init(title: "Nothing to do.", message: "Add something with 'add TITLE'."))
    }

    @Test func presentTodos_allDoneAndHidden_suggestsListingAll() {
        sut.presentTodos(TodoList.FetchTodos.Response(todos: [], openCount: 0, doneCount: 3, includeDone: false))

        guard let viewModel = display.displayTodosArguments.first else {
            Issue.record("expected a list")
            return
        }
        #expect(viewModel.empty?.message == "Everything is done. Type 'list --all' to see finished todos.")
    }

    @Test func presentMessages_quoteTheTitle() {
        sut.presentAddedTodo(TodoList.AddTodo.Response(todo: Fixtures.milk))
        sut.presentCompletedTodo(TodoList.CompleteTodo.Response(todo: Fixtures.milk))
        sut.presentDetailResult(TodoList.DetailResult.Response(deletedTodo: Fixtures.milk))
        sut.presentSelectedTodo(TodoList.SelectTodo.Response(todo: Fixtures.milk))

        #expect(
            display.calls == [
                .displayAddedTodo(.init(message: "Added \"Buy milk\".")),
                .displayCompletedTodo(.init(message: "Finished \"Buy milk\".")),
                .displayDetailResult(.init(message: "Deleted \"Buy milk\".")),
                .displaySelectedTodo(.init(title: "Buy milk")),
            ])
    }

    @Test func presentError_usesTheErrorsMessageAndHint() {
        sut.presentError(TodoError.emptyTitle)

        #expect(
            display.calls == [
                .displayError(
                    ErrorViewModel(
                        message: "a todo needs a title",
                        hint: "Type a few words, such as: add Buy milk"
                    ))
            ])
    }

    @Test func presenter_holdsItsDisplayWeakly() {
        let presenter = TodoListPresenter()
        do {
            let display = TodoListDisplayLogicSpy()
            presenter.display = display
        }

        #expect(presenter.display == nil)
    }
}
