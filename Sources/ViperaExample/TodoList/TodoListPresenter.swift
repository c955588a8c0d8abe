import Vipera
import ViperaSpyable

/// The presentation logic of the todo list scene.
@Spyable
protocol TodoListPresentationLogic: PresentationLogic {
    func presentTodos(_ response: TodoList.FetchTodos.Response)
    func presentAddedTodo(_ response: TodoList.AddTodo.Response)
    func presentSelectedTodo(_ response: TodoList.SelectTodo.Response)
    func presentCompletedTodo(_ response: TodoList.CompleteTodo.Response)
    func presentDetailResult(_ response: TodoList.DetailResult.Response)
}

/// Turns todo list responses into rows, counts and messages.
final class TodoListPresenter: TodoListPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any TodoListDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }

    // MARK: - TodoListPresentationLogic

    func presentTodos(_ response: TodoList.FetchTodos.Response) {
        let rows = response.todos.enumerated().map { offset, todo in
            TodoList.FetchTodos.ViewModel.Row(
                number: String(offset + 1),
                title: todo.title,
                priority: todo.priority.rawValue,
                status: todo.isDone ? Strings.TodoList.done : Strings.TodoList.open
            )
        }
        display?.displayTodos(
            TodoList.FetchTodos.ViewModel(
                heading: Strings.TodoList.title,
                summary: Strings.TodoList.summary(open: response.openCount, done: response.doneCount),
                rows: rows,
                empty: rows.isEmpty ? emptyState(for: response) : nil
            )
        )
    }

    func presentAddedTodo(_ response: TodoList.AddTodo.Response) {
        display?.displayAddedTodo(TodoList.AddTodo.ViewModel(message: Strings.TodoList.added(response.todo.title)))
    }

    func presentSelectedTodo(_ response: TodoList.SelectTodo.Response) {
        display?.displaySelectedTodo(TodoList.SelectTodo.ViewModel(title: response.todo.title))
    }

    func presentCompletedTodo(_ response: TodoList.CompleteTodo.Response) {
        display?.displayCompletedTodo(
            TodoList.CompleteTodo.ViewModel(message: Strings.TodoList.completed(response.todo.title))
        )
    }

    func presentDetailResult(_ response: TodoList.DetailResult.Response) {
        display?.displayDetailResult(
            TodoList.DetailResult.ViewModel(message: Strings.TodoList.deleted(response.deletedTodo.title))
        )
    }

    // MARK: - Private

    private func emptyState(for response: TodoList.FetchTodos.Response) -> TodoList.FetchTodos.ViewModel.Empty {
        let message =
            response.doneCount > 0 && !response.includeDone
            ? Strings.TodoList.emptyOpenMessage
            : Strings.TodoList.emptyMessage
        return TodoList.FetchTodos.ViewModel.Empty(title: Strings.TodoList.emptyTitle, message: message)
    }
}
