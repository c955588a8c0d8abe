public import Vipera

/// The use cases of the todo list scene.
enum TodoList {
    // MARK: - Fetch Todos

    /// Show the list.
    enum FetchTodos {
        struct Request: Sendable, Equatable {
            let includeDone: Bool
        }

        struct Response: Sendable, Equatable {
            let todos: [Todo]
            let openCount: Int
            let doneCount: Int
            let includeDone: Bool
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            struct Row: Sendable, Equatable, Encodable {
                let number: String
                let title: String
                let priority: String
                let status: String
            }

            struct Empty: Sendable, Equatable, Encodable {
                let title: String
                let message: String
            }

            let heading: String
            let summary: String
            let rows: [Row]
            let empty: Empty?
        }
    }

    // MARK: - Add Todo

    /// Add a todo, then show the list.
    enum AddTodo {
        struct Request: Sendable, Equatable {
            let title: String
            let priority: TodoPriority
        }

        struct Response: Sendable, Equatable {
            let todo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Select Todo

    /// Pick a todo to open.
    enum SelectTodo {
        struct Request: Sendable, Equatable {
            let position: Int
        }

        struct Response: Sendable, Equatable {
            let todo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let title: String
        }
    }

    // MARK: - Complete Todo

    /// Mark a todo finished, then show the list.
    enum CompleteTodo {
        struct Request: Sendable, Equatable {
            let position: Int
        }

        struct Response: Sendable, Equatable {
            let todo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }

    // MARK: - Detail Result

    /// What the detail scene reported when it closed.
    enum DetailResult {
        struct Response: Sendable, Equatable {
            let deletedTodo: Todo
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let message: String
        }
    }
}

/// The commands of the todo list scene.
public enum TodoListCommand: Sendable, Equatable {
    /// Show the list, with finished todos or without.
    case list(includeDone: Bool)
    /// Add a todo.
    case add(title: String, priority: TodoPriority)
    /// Open the todo picked from the list.
    case open(ListItem)
    /// Finish the todo picked from the list.
    case done(ListItem)
}
