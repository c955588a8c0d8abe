import Logging
@_spi(Dispatch) public import Vipera

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a Vipera app from its command line: picks where lines come from (a terminal, a pipe,
/// `--script FILE`, `-c COMMANDS`), builds the console, navigator, history and session, shows the
/// root scene, and runs until the input ends or the user quits.
///
/// ```swift
/// let status = await REPLLauncher(appName: "vbank", options: command.repl).run { console, navigator in
///     BankSceneFactory(stores: stores, console: console, navigator: navigator).makeHome()
/// }
/// exit(status.rawValue)
/// ```
@MainActor
public struct REPLLauncher {
    // MARK: - Properties

    /// The app's name: first in the prompt, and the folder of its history.
    package let appName: String
    /// The shared command-line options.
    package let options: REPLOptions
    /// Which scenes have which commands, so a command typed in the wrong scene says where it works.
    package let directory: CommandDirectory
    let environment: [String: String]

    // MARK: - Initialization

    /// Creates a launcher.
    /// - Parameters:
    ///   - appName: The app's name: first in its breadcrumb, and the folder of its history and
    ///     startup file.
    ///   - options: What the command line asked of the session.
    ///   - directory: The app's scenes and their commands; a catalogue's entries.
    ///   - environment: The variables that decide colour, the terminal and where files live;
    ///     the process's own unless told.
    public init(
        appName: String,
        options: REPLOptions,
        directory: CommandDirectory = .empty,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.appName = appName
        self.options = options
        self.directory = directory
        self.environment = environment
    }

    // MARK: - Running

    /// Runs the app whose root scene `makeRoot` builds, or checks transcripts against it.
    ///
    /// With `--check-transcript` or `--record`, `makeRoot` must build the app under transcript
    /// conditions (``REPLOptions/isTranscriptRun``): fresh data and a fixed clock. It is called
    /// once per transcript.
    /// - Parameters:
    ///   - additionalGlobals: The app's own global commands.
    ///   - commandWillRun: Called before every command of the session runs.
    ///   - notices: Where the app posts notices, shown above the prompt at a terminal and on
    ///     standard error in a script run with `--notices`.
    ///   - noticeSources: Makes what is asked for notices while the session waits for a line;
    ///     called only when notices are shown (at a terminal, or with `--notices`), so a script
    ///     does not pay for watching what it will never show.
    ///   - makeRoot: Builds the root scene with the session's console and navigator.
    /// - Returns: The status the process should exit with.
    public func run(
        additionalGlobals: [CommandSpec<GlobalCommand>] = [],
        commandWillRun: @escaping @MainActor () -> Void = {},
        notices: NoticeBoard? = nil,
        noticeSources: () -> [any NoticeSource] = { [] },
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        let plan = LaunchPlan(options: options, isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
        let standard = StandardConsole(colorPreference: plan.colorPreference)
        standard.outputFormat = plan.outputFormat
        standard.pagerMode = options.noPager ? .off : .auto
        standard.isAccessible = standard.isAccessible || options.accessible
        switch plan.mode {
        case .refused(let error):
            return refuse(error, on: standard)
        case .checkTranscripts(let paths):
            return await checkTranscripts(paths, on: standard, globals: additionalGlobals, makeRoot: makeRoot)
        case .session, .dryRun, .record:
            let app = SessionApp(
                globals: additionalGlobals,
                directory: directory,
                commandWillRun: commandWillRun,
                notices: notices.flatMap { board in
                    plan.noticeStream.map { SessionNotices(board: board, stream: $0, sources: noticeSources()) }
                }
            )
            return await runSession(plan, on: standard, app: app, makeRoot: makeRoot)
        }
    }

    // MARK: - Private

    /// Builds the session the plan asks for, opens it at its first scene, runs its lines, and
    /// ends as its mode says.
    private func runSession(
        _ plan: LaunchPlan,
        on standard: StandardConsole,
        app: SessionApp,
        makeRoot: (_ console: any Console, _ navigator: Navigator) throws -> any Scene
    ) async -> ExitStatus {
        let opened: (any LineReader)?
        do {
            opened = try openReader(for: plan.input)
        } catch {
            return refuse(ErrorViewModel(error), on: standard)
        }
        let recorder = plan.isRecording ? TranscriptRecorder(width: HeadlessSession.transcriptWidth) : nil
        let console = SessionConsole(
            base: recorder.map { TeeConsole(primary: standard, copy: $0.capture) } ?? standard)
        if recorder != nil {
            console.width = HeadlessSession.transcriptWidth
        }
        let history = plan.input.isInteractive ? makeHistory() : nil
        let logger = makeLogger()
        let navigator = Navigator(logger: logger)
        let session = makeSession(
            plan, navigator: navigator, console: console, app: app,
            services: SessionServices(
                history: history,
                interrupts: plan.input.isInteractive ? SignalInterruptSource() : nil,
                terminalWidth: { [isRecording = recorder != nil] in isRecording ? nil : TerminalWidth.current() },
                pager: plan.input.isInteractive && recorder == nil
                    ? ExternalPager(environment: ProcessInfo.processInfo.environment) : nil,
                observer: recorder,
                logger: logger
            ))
        do {
            navigator.push(try makeRoot(console, navigator))
        } catch {
            return fail(with: error, on: standard)
        }
        if let status = await open(plan, session: session, console: console) {
            return status
        }
        // A screen reader follows lines as they come: notices wait for the prompt instead of
        // being drawn above the line being typed.
        let drawnNotices = standard.isAccessible ? nil : app.notices?.board
        let reader =
            opened ?? makeTerminalReader(session: session, console: console, history: history, notices: drawnNotices)
        let status = await session.run(reader)
        return finish(plan, session: session, status: status, recorder: recorder, on: standard)
    }

    private func makeSession(
        _ plan: LaunchPlan,
        navigator: Navigator,
        console: SessionConsole,
        app: SessionApp,
        services: SessionServices
    ) -> Session {
        let configuration = SessionConfiguration(
            appName: appName, echo: options.echo, stopOnError: options.stopOnError, isDryRun: plan.mode == .dryRun)
        return Session(
            navigator: navigator, console: console, configuration: configuration, app: app, services: services)
    }

    /// The reader of every input but a terminal's, which needs the session for its completions.
    private func openReader(for input: LaunchPlan.Input) throws(ScriptError) -> (any LineReader)? {
        switch input {
        case .script(let path): try StreamLineReader.open(path: path)
        case .commands(let commands): ScriptedLineReader(lines: commands, sourceName: Strings.Scripts.commandLineName)
        case .standardInput: StreamLineReader.standardInput()
        case .terminal: nil
        }
    }

    private func makeTerminalReader(
        session: Session,
        console: any Console,
        history: (any CommandHistory)?,
        notices: NoticeBoard?
    ) -> any LineReader {
        let reader = EditLineReader(
            appName: appName,
            recalled: history?.entries ?? [],
            historySize: options.historySize,
            console: console,
            notices: notices
        ) { [weak session] text in
            session?.dispatcher.completions(for: text) ?? Completion(typedWord: "", candidates: [])
        } nextWords: { [weak session] text in
            session?.dispatcher.nextWords(after: text) ?? .literal
        } noticeText: { [weak session] messages in
            let context = console.renderContext(for: .output)
            return session?.renderedNotices(messages).map { $0.rendered(in: context) }.joined() ?? ""
        }
        return reader ?? StreamLineReader.standardInput()
    }

    private func makeHistory() -> (any CommandHistory)? {
        guard options.historySize > 0, let path = HistoryLocation.path(appName: appName, environment: environment)
        else { return nil }
        return FileCommandHistory(path: path, limit: options.historySize)
    }

    private func makeLogger() -> Logger {
        Diagnostics.logger(label: appName, level: options.logLevel)
    }
}
