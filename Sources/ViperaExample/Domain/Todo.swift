/// Something to do: an immutable value; changes make a new one.
public struct Todo: Sendable, Equatable, Identifiable {
    // MARK: - Properties

    /// The store's identifier.
    public let id: Int
    /// What there is to do.
    public let title: String
    /// How urgent it is.
    public let priority: TodoPriority
    /// Whether it is finished.
    public let isDone: Bool
    /// A private note, kept out of command history.
    public let note: String?

    // MARK: - Initialization

    /// Creates a todo.
    public init(id: Int, title: String, priority: TodoPriority = .normal, isDone: Bool = false, note: String? = nil) {
        self.id = id
        self.title = title
        self.priority = priority
        self.isDone = isDone
        self.note = note
    }

    // MARK: - Changing

    /// The same todo with another title.
    public func renamed(to title: String) -> Todo {
        Todo(id: id, title: title, priority: priority, isDone: isDone, note: note)
    }

    /// The same todo with another priority.
    public func withPriority(_ priority: TodoPriority) -> Todo {
        Todo(id: id, title: title, priority: priority, isDone: isDone, note: note)
    }

    /// The same todo, finished or open again.
    public func markedDone(_ isDone: Bool) -> Todo {
        Todo(id: id, title: title, priority: priority, isDone: isDone, note: note)
    }

    /// The same todo with another private note.
    public func withNote(_ note: String) -> Todo {
        Todo(id: id, title: title, priority: priority, isDone: isDone, note: note)
    }
}

/// How urgent a todo is.
public enum TodoPriority: String, Sendable, CaseIterable {
    /// Do it first.
    case high
    /// The usual.
    case normal
    /// When there is time.
    case low

    /// The names the commands accept, most urgent first.
    static var names: [String] { allCases.map(\.rawValue) }
}
