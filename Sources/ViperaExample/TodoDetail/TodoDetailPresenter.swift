import Vipera
import ViperaSpyable

/// The presentation logic of the todo detail scene.
@Spyable
protocol TodoDetailPresentationLogic: PresentationLogic {
    func presentTodo(_ response: TodoDetail.ShowTodo.Response)
    func presentUpdatedTodo(_ response: TodoDetail.UpdateTodo.Response)
    func presentDeletedTodo(_ response: TodoDetail.DeleteTodo.Response)
}

/// Turns a todo into labelled fields and messages.
final class TodoDetailPresenter: TodoDetailPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any TodoDetailDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }

    // MARK: - TodoDetailPresentationLogic

    func presentTodo(_ response: TodoDetail.ShowTodo.Response) {
        let todo = response.todo
        var fields: [TodoDetail.ShowTodo.ViewModel.Field] = [
            .init(label: Strings.TodoDetail.titleLabel, value: todo.title),
            .init(label: Strings.TodoDetail.priorityLabel, value: todo.priority.rawValue),
            .init(
                label: Strings.TodoDetail.statusLabel,
                value: todo.isDone ? Strings.TodoList.done : Strings.TodoList.open),
        ]
        if let note = todo.note {
            fields.append(.init(label: Strings.TodoDetail.noteLabel, value: note))
        }
        display?.displayTodo(TodoDetail.ShowTodo.ViewModel(title: todo.title, fields: fields))
    }

    func presentUpdatedTodo(_ response: TodoDetail.UpdateTodo.Response) {
        display?.displayUpdatedTodo(
            TodoDetail.UpdateTodo.ViewModel(message: Strings.TodoDetail.updated(response.todo.title))
        )
    }

    func presentDeletedTodo(_ response: TodoDetail.DeleteTodo.Response) {
        display?.displayDeletedTodo(TodoDetail.DeleteTodo.ViewModel(title: response.todo.title))
    }
}
