import Vipera

@testable import ViperaExample

/// Todos the tests share.
enum Fixtures {
    static let milk = Todo(id: 1, title: "Buy milk")
    static let flights = Todo(id: 2, title: "Book flights", priority: .high)
    static let books = Todo(id: 3, title: "Return books", priority: .low, isDone: true)
    static let all = [milk, flights, books]
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}
