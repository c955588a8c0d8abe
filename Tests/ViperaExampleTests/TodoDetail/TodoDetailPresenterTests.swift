import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoDetail presenter")
struct TodoDetailPresenterTests {
    private let display = TodoDetailDisplayLogicSpy()
    private let sut = TodoDetailPresenter()

    init() {
        sut.display = display
    }

    @Test func presentTodo_labelsEveryField() {
        sut.presentTodo(TodoDetail.ShowTodo.Response(todo: Fixtures.books))

        #expect(
            display.calls == [
                .displayTodo(
                    .init(
                        title: "Return books",
                        fields: [
                            .init(label: "Title", value: "Return books"),
                            .init(label: "Priority", value: "low"),
                            .init(label: "Status", value: "done"),
                        ]
                    ))
            ])
    }

    @Test func presentTodo_withNote_addsTheNoteField() {
        sut.presentTodo(TodoDetail.ShowTodo.Response(todo: Fixtures.milk.withNote("oat")))

        guard let viewModel = display.displayTodoArguments.first else {
            Issue.record("expected a todo")
            return
        }
        #expect(viewModel.fields.last == .init(label: "Note", value: "oat"))
    }

    @Test func presentUpdatedAndDeleted_nameTheTodo() {
        sut.presentUpdatedTodo(TodoDetail.UpdateTodo.Response(todo: Fixtures.milk))
        sut.presentDeletedTodo(TodoDetail.DeleteTodo.Response(todo: Fixtures.milk))

        #expect(
            display.calls == [
                .displayUpdatedTodo(.init(message: "Updated \"Buy milk\".")),
                .displayDeletedTodo(.init(title: "Buy milk")),
            ])
    }

    @Test func presentError_usesMessageAndHint() {
        sut.presentError(TodoError.notFound(id: 1))

        #expect(
            display.calls == [
                .displayError(
                    ErrorViewModel(
                        message: "that todo no longer exists",
                        hint: "Type 'list' to see the current todos."
                    ))
            ])
    }
}
