import Foundation
import Testing
import Vipera
import ViperaExample

@testable import ViperaREPL

@MainActor
@Suite("Recording a session")
struct TranscriptRecorderTests {
    private let terminal = CapturingConsole(width: 120)
    private let recorder = TranscriptRecorder(width: 80)
    private let navigator = Navigator()
    private let session: Session

    init() async {
        let console = SessionConsole(base: TeeConsole(primary: terminal, copy: recorder.capture))
        session = Session(
            navigator: navigator,
            console: console,
            configuration: SessionConfiguration(appName: "todo"),
            services: SessionServices(
                terminalWidth: { nil },
                openScript: { path in ScriptedLineReader(lines: ["open 2", "where"], sourceName: path) },
                observer: recorder
            )
        )
        navigator.push(
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList())
        await navigator.completeTransitions()
    }

    @Test func eachLineOfTheInput_isOneStep_andASourcedScriptBelongsToItsSourceCommand() async {
        _ = await session.run(ScriptedLineReader(lines: ["  open 9 ", "# skipped", "source two.txt", "back"]))

        #expect(recorder.steps.map(\.command) == ["open 9", "source two.txt", "back"])
        #expect(recorder.steps.map(\.comments) == [[], ["# skipped"], []])
        #expect(recorder.steps[1].lines.first == CapturedLine(.output, "Title:    Book flights to Lisbon"))
        #expect(recorder.steps[1].lines.last == CapturedLine(.output, "2  TodoDetail  Book flights to Lisbon"))
    }

    @Test func theTerminalSeesWhereErrorsCameFrom_theTranscriptDoesNot() async {
        _ = await session.run(ScriptedLineReader(lines: ["open 9"], sourceName: "<stdin>"))

        #expect(terminal.errorOutput.hasPrefix("<stdin>:1:6: error: TODO must be"))
        #expect(
            recorder.steps[0].lines.prefix(2) == [
                CapturedLine(.error, "     ^"),
                CapturedLine(.error, "error: TODO must be a number from 1 to 3 or the start of a name, not '9'"),
            ])
    }

    @Test func aRecordedTranscript_passesWhenCheckedAgainstAFreshApp() async throws {
        _ = await session.run(ScriptedLineReader(lines: ["open 9", "open 2", "toggle", "back", "list --all", "where"]))
        let path = NSTemporaryDirectory() + "recorded-\(UUID().uuidString).transcript"
        defer { try? FileManager.default.removeItem(atPath: path) }

        try recorder.write(to: path)
        let transcript = try TranscriptParser.read(path: path)
        let fresh = await HeadlessSession(appName: "todo") { console, navigator in
            TodoSceneFactory(store: InMemoryTodoStore(todos: SampleTodos.all), console: console, navigator: navigator)
                .makeTodoList()
        }
        let check = await fresh.check(transcript)

        #expect(transcript.steps.count == 6)
        #expect(check.passed, "\(check.diff.joined(separator: "\n"))")
    }

    @Test func aFolderThatCannotBeWritten_isAClearError() {
        #expect(throws: ScriptError.self) { try recorder.write(to: "/no/such/folder/t.transcript") }
    }
}
