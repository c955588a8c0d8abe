@_spi(Dispatch) package import Vipera

/// A Vipera app run without a terminal, one command at a time, keeping what each command wrote:
/// what transcripts and test harnesses drive. Commands go through a real ``Session``, so global
/// commands, `source`, parse errors and quitting behave as they do for a person.
///
/// ```swift
/// let app = await HeadlessSession(appName: "todo") { console, navigator in
///     TodoSceneFactory(store: InMemoryTodoStore(), console: console, navigator: navigator).makeTodoList()
/// }
/// let added = await app.run("add 'Call mum'")
/// #expect(added?.output == "Added \"Call mum\".\n")
/// ```
@MainActor
public final class HeadlessSession {
    // MARK: - Nested Types

    /// What one command did and wrote.
    package struct CommandOutput: Sendable, Equatable {
        /// How the command went.
        package let result: CommandOutcome
        /// What it wrote, in order.
        package let chunks: [CapturingConsole.Chunk]

        /// Everything it wrote to standard output.
        package var output: String { text(of: .output) }
        /// Everything it wrote to standard error.
        package var errors: String { text(of: .error) }
        /// Its lines, in the order written.
        package var lines: [CapturedLine] { CapturedLine.lines(of: chunks) }

        private func text(of stream: ConsoleStream) -> String {
            chunks.filter { $0.stream == stream }.map(\.text).joined()
        }
    }

    // MARK: - Constants

    /// The width transcripts are laid out for.
    public static let transcriptWidth = 80

    // MARK: - Properties

    /// Where the app writes; it never turns colour on.
    package let console: CapturingConsole
    /// The app's navigation stack.
    package let navigator = Navigator()
    /// What the root scene wrote when it appeared.
    package private(set) var startup: [CapturingConsole.Chunk] = []
    /// Whether a command asked to quit; later commands do not run.
    package private(set) var hasQuit = false

    /// Makes the app's declared operations fail where a transcript's `#@fail` lines say.
    package let faults = FaultInjector()
    /// Where the app's notices are posted; they are written to standard error as `notice:` lines
    /// before the next command's output, as a script run with `--notices` writes them.
    package let notices: NoticeBoard
    private let observer = LastResultObserver()
    private let session: Session

    // MARK: - Initialization

    /// Builds the app with `makeRoot`, shows its root scene and keeps what it wrote.
    /// - Parameters:
    ///   - appName: The app's name, first in its breadcrumb.
    ///   - width: The number of columns output is laid out for.
    ///   - globals: The app's own global commands.
    ///   - directory: The app's scenes and their commands, so a refusal can say where a command
    ///     works.
    ///   - notices: Where the app posts notices; a board of the session's own unless told otherwise.
    ///   - makeRoot: Builds the root scene with the session's console and navigator.
    package init(
        appName: String,
        width: Int = HeadlessSession.transcriptWidth,
        globals: [CommandSpec<GlobalCommand>] = [],
        directory: CommandDirectory = .empty,
        notices: NoticeBoard = NoticeBoard(),
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async rethrows {
        console = CapturingConsole(width: width, colorEnabled: false, followsColorPreference: false)
        console.typedPromptWidth = 0
        let appConsole = SessionConsole(base: console)
        self.notices = notices
        session = Session(
            navigator: navigator,
            console: appConsole,
            configuration: SessionConfiguration(appName: appName),
            app: SessionApp(
                globals: globals, directory: directory, notices: SessionNotices(board: notices, stream: .error)),
            services: SessionServices(terminalWidth: { nil }, observer: observer)
        )
        let faults = self.faults
        let root = try FaultInjector.$current.withValue(faults) { try makeRoot(appConsole, navigator) }
        navigator.push(root)
        await navigator.completeTransitions()
        console.flush()
        startup = console.chunks
    }

    // MARK: - Running

    /// Runs `line` as if it were read from a pipe; nil when nothing ran (a blank line, a
    /// comment, or the app had quit).
    /// - Parameter line: The command line, as typed.
    package func run(_ line: String) async -> CommandOutput? {
        guard !hasQuit else { return nil }
        let start = console.chunks.count
        observer.result = nil
        _ = await session.run(ScriptedLineReader(lines: [line], sourceName: nil))
        guard let result = observer.result else { return nil }
        hasQuit = result == .quit
        return CommandOutput(result: result, chunks: Array(console.chunks[start...]))
    }

    /// Runs `transcript`'s commands in order and compares what they wrote with it.
    /// - Parameter transcript: The commands to run and what they must write.
    /// - Returns: Which blocks differ, and the unified diff.
    package func check(_ transcript: Transcript) async -> TranscriptCheck {
        var steps: [[CapturedLine]?] = []
        var problems: [TranscriptCheck.Mismatch] = []
        for step in transcript.steps {
            let location = InputLocation(file: transcript.name, line: step.lineNumber)
            problems += faults.arm(step.faults).map { TranscriptCheck.Mismatch(location: location, message: $0) }
            notices.post(contentsOf: step.notices)
            steps.append(await run(step.command)?.lines)
            let untouched = faults.disarm()
            if !untouched.isEmpty {
                problems.append(.init(location: location, message: Strings.Transcripts.faultNeverReached(untouched)))
            }
        }
        return TranscriptCheck(
            transcript: transcript, startup: CapturedLine.lines(of: startup), steps: steps, faultProblems: problems)
    }
}

/// Keeps how the last line went.
@MainActor
private final class LastResultObserver: SessionObserver {
    var result: CommandOutcome?

    func sessionWillRun(_ line: String) {}

    func sessionDidRun(_ line: String, result: CommandOutcome) {
        self.result = result
    }
}
