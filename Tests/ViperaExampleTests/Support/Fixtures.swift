import Testing
import Vipera

@testable import ViperaExample

/// Todos the tests share.
enum Fixtures {
    static let milk = Todo(id: 1, title: "Buy milk")
    static let flights = Todo(id: 2, title: "Book flights", priority: .high)
    static let books = Todo(id: 3, title: "Return books", priority: .low, isDone: true)
    static let all = [milk, flights, books]
}

/// Thrown by test doubles nobody configured, after recording a test failure.
struct UnconfiguredDouble: Error {
    init(_ what: String) {
        Issue.record("\(what) was called but the test did not configure it")
    }
}

/// Text built from lines, each ending in a newline.
func lines(_ lines: String...) -> String {
    lines.map { $0 + "\n" }.joined()
}

/// Records what routers ask of the navigator.
@MainActor
final class NavigatorSpy: Navigating {
    enum Call: Equatable {
        case push(String)
        case pop
        case popTo(EntryID)
        case popToRoot
        case replaceTop(String)
        case setPath([String])
    }

    private(set) var calls: [Call] = []
    private(set) var pushedScenes: [any Scene] = []
    var popError: NavigationError?
    let entries: [NavigationEntry] = []

    func push(_ scene: any Scene) -> EntryID {
        calls.append(.push(scene.title))
        pushedScenes.append(scene)
        return EntryID(calls.count)
    }

    func pop() throws(NavigationError) {
        calls.append(.pop)
        if let popError { throw popError }
    }

    func pop(to id: EntryID) throws(NavigationError) {
        calls.append(.popTo(id))
    }

    func popToRoot() throws(NavigationError) {
        calls.append(.popToRoot)
    }

    func replaceTop(with scene: any Scene) -> EntryID {
        calls.append(.replaceTop(scene.title))
        return EntryID(calls.count)
    }

    func setPath(_ scenes: [any Scene]) throws(NavigationError) {
        calls.append(.setPath(scenes.map(\.title)))
    }
}
