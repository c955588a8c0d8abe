import Testing
import Vipera
import ViperaExample

@_spi(TranscriptFaults) @testable import ViperaREPL

private struct DiskFailure: Error, Equatable {}

/// `#@fail OPERATION ERROR` lines: read by the parser, armed for one command by the headless
/// session, and thrown by the operations an app wraps.
@MainActor
@Suite("Transcript fault directives")
struct FaultDirectiveTests {
    // MARK: - Parsing

    @Test func aFaultLine_armsTheNextCommandOnly() throws {
        let transcript = try TranscriptParser(name: "t").parse(
            """
            > list
            # The save fails.
            #@fail todos.save storage
            > add Milk
            > list
            """)

        #expect(
            transcript.steps.map(\.faults) == [[], [TranscriptFault(operation: "todos.save", error: "storage")], []])
    }

    @Test(arguments: ["#@fail todos.save", "#@fail todos.save storage now", "#@failtodos.save storage"])
    func aMalformedFaultLine_isRefusedWithItsLine(line: String) {
        #expect(throws: TranscriptError.self) {
            try TranscriptParser(name: "t").parse("> list\n\(line)\n> add Milk\n")
        }
    }

    @Test func aFaultLineWithNoCommandAfterIt_isRefused() {
        #expect(throws: TranscriptError.self) {
            try TranscriptParser(name: "t").parse("> list\n#@fail todos.save storage\n")
        }
    }

    // MARK: - Injecting

    @Test func anArmedOperation_throwsItsErrorUntilDisarmed_andOthersRunOn() throws {
        // Given
        let faults = FaultInjector()
        faults.register(operations: ["todos.save", "todos.load"], errors: ["storage": DiskFailure()])

        // When
        let problems = faults.arm([TranscriptFault(operation: "todos.save", error: "storage")])

        // Then
        #expect(problems.isEmpty)
        #expect(throws: DiskFailure()) { try faults.check("todos.save") }
        try faults.check("todos.load")
        #expect(faults.disarm().isEmpty)
        try faults.check("todos.save")
    }

    @Test func aFaultNobodyDeclared_orThatNothingCalled_isReported() {
        let faults = FaultInjector()
        faults.register(operations: ["todos.save"], errors: ["storage": DiskFailure()])

        let unknown = faults.arm([
            TranscriptFault(operation: "todos.sav", error: "storage"),
            TranscriptFault(operation: "todos.save", error: "full"),
        ])
        _ = faults.arm([TranscriptFault(operation: "todos.save", error: "storage")])

        #expect(
            unknown == [
                "no operation 'todos.sav' can be made to fail; the app declares todos.save",
                "no fault error 'full'; the app declares storage",
            ])
        #expect(faults.disarm() == ["todos.save"])
    }

    @Test func aTranscriptCheck_reportsAFaultTheAppCannotInject() async throws {
        // Given the todo app, which declares no operations
        let app = await HeadlessSession(appName: "todo") { console, navigator in
            #expect(FaultInjector.current != nil)
            return TodoSceneFactory(
                store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator
            )
            .makeTodoList()
        }
        let transcript = try TranscriptParser(name: "todo.transcript").parse(
            "#@fail todos.save storage\n> ls --all\n/.*/\n/.*/\n/.*/\n/.*/\n/.*/\n/.*/\n/.*/\n")

        // When
        let check = await app.check(transcript)

        // Then
        #expect(
            check.mismatches.map(\.message).contains(
                "no operation 'todos.save' can be made to fail; the app declares none"))
        #expect(FaultInjector.current == nil)
    }
}
