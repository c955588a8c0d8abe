/// The todos the demo starts with.
public enum SampleTodos {
    /// A few todos of each priority, one of them finished.
    public static let all: [Todo] = [
        Todo(id: 1, title: "Water the plants", priority: .normal),
        Todo(id: 2, title: "Book flights to Lisbon", priority: .high),
        Todo(id: 3, title: "Return library books", priority: .low, isDone: true),
        Todo(id: 4, title: "Buy milk", priority: .normal),
    ]
}
