public import Vipera
public import ViperaREPL

/// One scene, or a whole app from its root scene, driven by command lines as a user would type
/// them, with everything it writes kept for the test to read.
///
/// Build the scene with whatever fakes the test needs; commands go through a real session, so
/// parsing, global commands (`help`, `back`, `where`) and navigation behave as in the app.
///
/// ```swift
/// let bank = await SceneHarness(appName: "vbank") { console, navigator in
///     BankSceneFactory(stores: stores, clock: clock, timeZone: utc, console: console, navigator: navigator).makeHome()
/// }
/// await bank.run("accounts")
/// let opened = await bank.run("open every")
/// #expect(bank.breadcrumb == ["Home", "Accounts", "Everyday"])
/// #expect(opened.output.hasPrefix("Everyday\n"))
/// ```
@MainActor
public final class SceneHarness {
    // MARK: - Nested Types

    /// What one or more command lines did and wrote.
    public struct Output: Sendable, Equatable {
        /// How the last line that ran went; nil when none ran.
        public let result: CommandOutcome?
        /// What the lines wrote, in order.
        package let lines: [CapturedLine]

        /// Everything written to standard output.
        public var output: String { text(of: .output) }
        /// Everything written to standard error.
        public var errors: String { text(of: .error) }
        /// The notices shown, without their `notice:` label.
        public var notices: [String] {
            lines.compactMap { line in
                guard line.stream == .error, line.text.hasPrefix(Self.noticeLabel) else { return nil }
                return String(line.text.dropFirst(Self.noticeLabel.count))
            }
        }

        private static let noticeLabel = "notice: "
        /// Both streams as a transcript shows them: error lines after `! `.
        public var transcript: String {
            lines.map { TranscriptWriter.transcriptLine(for: $0) + "\n" }.joined()
        }

        private func text(of stream: ConsoleStream) -> String {
            lines.filter { $0.stream == stream }.map { $0.text + "\n" }.joined()
        }
    }

    // MARK: - Properties

    /// The app, run without a terminal.
    package let app: HeadlessSession

    /// What the root scene wrote when it appeared.
    public var startup: Output { Output(result: nil, lines: CapturedLine.lines(of: app.startup)) }
    /// The navigation stack.
    public var navigator: Navigator { app.navigator }
    /// The titles of the scenes from the root to the top.
    public var breadcrumb: [String] { app.navigator.breadcrumb }
    /// The scene on top of the stack.
    public var topScene: (any Scene)? { app.navigator.top?.scene }

    // MARK: - Initialization

    /// Builds the scene with `makeRoot`, shows it, and keeps what it wrote as ``startup``.
    /// - Parameters:
    ///   - appName: The app's name, first in the breadcrumb.
    ///   - width: The number of columns output is laid out for; 80 unless told otherwise.
    ///   - globals: The app's own global commands.
    ///   - directory: The app's scenes and their commands, so a command typed in the wrong scene
    ///     says where it works, as in the app.
    ///   - notices: The board the scene posts notices to: they come out as `notice:` lines on
    ///     standard error before the next command's output, which ``Output/notices`` lists.
    ///   - makeRoot: Builds the root scene with the harness's console and navigator.
    public init(
        appName: String = "app",
        width: Int = HeadlessSession.transcriptWidth,
        globals: [CommandSpec<GlobalCommand>] = [],
        directory: CommandDirectory = .empty,
        notices: NoticeBoard = NoticeBoard(),
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async rethrows {
        app = try await HeadlessSession(
            appName: appName, width: width, globals: globals, directory: directory, notices: notices,
            makeRoot: makeRoot)
    }

    /// Where notices are posted, as another task of the app would post them.
    public var notices: NoticeBoard { app.notices }

    // MARK: - Running

    /// Runs the lines in order, as a piped script would, and returns what they wrote together.
    /// - Parameter lines: The command lines, as typed.
    @discardableResult
    public func run(_ lines: String...) async -> Output {
        var result: CommandOutcome?
        var captured: [CapturedLine] = []
        for line in lines {
            guard let output = await app.run(line) else { continue }
            result = output.result
            captured += output.lines
        }
        return Output(result: result, lines: captured)
    }
}
