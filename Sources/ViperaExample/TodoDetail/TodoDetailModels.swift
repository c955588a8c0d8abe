import ViperaSpyable

/// The use cases of the todo detail scene.
enum TodoDetail {
    // MARK: - Show Todo

    /// Show every field of the todo.
    enum ShowTodo {
        struct Response: Sendable, Equatable {
            let todo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Field: Sendable, Equatable, Encodable {
                let label: String
                let value: String
            }

            let title: String
            let fields: [Field]
        }
    }

    // MARK: - Update Todo

    /// Change the title, the priority or whether it is done, then show it again.
    enum UpdateTodo {
        enum Change: Sendable, Equatable {
            case rename(String)
            case priority(TodoPriority)
            case toggleDone
            case note(String)
        }

        struct Request: Sendable, Equatable {
            let change: Change
        }

        struct Response: Sendable, Equatable {
            let todo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Delete Todo

    /// Delete the todo and leave the scene.
    enum DeleteTodo {
        struct Response: Sendable, Equatable {
            let todo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let title: String
        }
    }
}

/// The commands of the todo detail scene.
public enum TodoDetailCommand: Sendable, Equatable {
    /// Give the todo a new title.
    case rename(String)
    /// Change the todo's priority.
    case priority(TodoPriority)
    /// Finish the todo, or open it again.
    case toggle
    /// Attach a private note.
    case note(String)
    /// Delete the todo and leave.
    case delete
}

/// What the detail scene tells the scene that opened it when it closes.
enum TodoDetailResult: Sendable, Equatable {
    /// The todo was deleted.
    case deleted(Todo)
    /// The user left without deleting.
    case closed
}

/// The scene that opened a todo's detail, told how it ended.
@Spyable
@MainActor
protocol TodoDetailDelegate: AnyObject {
    func todoDetailDidFinish(_ result: TodoDetailResult)
}
