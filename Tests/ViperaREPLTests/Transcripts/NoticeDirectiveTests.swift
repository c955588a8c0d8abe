import Testing
import Vipera
import ViperaExample

@testable import ViperaREPL

/// `#@notice TEXT` lines: a transcript posts a notice before a command and expects it as a
/// `! notice:` line, as a script run with `--notices` shows it.
@MainActor
@Suite("Transcript notice directives")
struct NoticeDirectiveTests {
    // MARK: - Parsing

    @Test func aNoticeLine_isPostedBeforeTheNextCommandOnly() throws {
        let transcript = try TranscriptParser(name: "t").parse(
            """
            > list
            #@notice Milk was added elsewhere
            #@notice and Bread
            > list
            > list
            """)

        #expect(transcript.steps.map(\.notices) == [[], ["Milk was added elsewhere", "and Bread"], []])
    }

    @Test(arguments: ["#@notice", "#@notice ", "#@noticeMilk"])
    func aMalformedNoticeLine_isRefused(line: String) {
        #expect(throws: TranscriptError.self) {
            try TranscriptParser(name: "t").parse("> list\n\(line)\n> list\n")
        }
    }

    @Test func aNoticeLineWithNoCommandAfterIt_isRefused() {
        #expect(throws: TranscriptError.self) {
            try TranscriptParser(name: "t").parse("> list\n#@notice late\n")
        }
    }

    // MARK: - Checking

    @Test func aPostedNotice_isExpectedBeforeTheCommandsOutput() async throws {
        let transcript = try TranscriptParser(name: "t").parse(
            """
            #@notice saved elsewhere
            > where
            ! notice: saved elsewhere
            \\#  Scene     Title
            -  --------  -----
            1  TodoList  Todos
            """)

        let check = await Self.todoApp().check(transcript)

        #expect(check.passed, "\(check.diff)")
    }

    @Test func aPostedNoticeTheTranscriptDoesNotExpect_failsIt() async throws {
        let transcript = try TranscriptParser(name: "t").parse(
            """
            #@notice saved elsewhere
            > where
            \\#  Scene     Title
            -  --------  -----
            1  TodoList  Todos
            """)

        let check = await Self.todoApp().check(transcript)

        #expect(!check.passed)
        #expect(check.actualLines.contains("! notice: saved elsewhere"))
    }

    private static func todoApp() async -> HeadlessSession {
        await HeadlessSession(appName: "todo") { console, navigator in
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList()
        }
    }
}
