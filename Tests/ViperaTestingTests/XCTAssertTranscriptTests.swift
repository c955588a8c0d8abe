import Vipera
import ViperaExample
import ViperaTesting
import XCTest

@testable import ViperaTesting

/// The same transcripts checked from XCTest.
final class XCTAssertTranscriptTests: XCTestCase {
    @MainActor
    private func makeTodos(console: any Console, navigator: Navigator) -> any Scene {
        TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
            .makeTodoList()
    }

    @MainActor
    func testMatchingTranscript_passes() async {
        await XCTAssertTranscript(
            "/Todos/\n/.*/\n\n/.*/\n/.*/\n/.*/\n/.*/\n/.*/\n> open 2\nTitle:    Book flights to Lisbon\n/Priority: .*/\n/Status: .*/\n",
            appName: "todo",
            makeRoot: makeTodos
        )
    }

    @MainActor
    func testDifferingTranscript_describesTheDifferenceItWouldFailWith() async throws {
        let failure = await TranscriptExpectation.failure(
            of: "> open 2\nTitle: wrong\n", named: "story.transcript",
            app: TranscriptApp(name: "todo", globals: [], directory: .empty), makeRoot: makeTodos
        )

        let message = try XCTUnwrap(failure)
        XCTAssertTrue(message.hasPrefix("story.transcript:1: the output of 'open 2' differs\n--- story.transcript\n"))
        XCTAssertTrue(message.contains("\n-Title: wrong\n+Title:    Book flights to Lisbon\n"))
    }
}
