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
    // MARK: - Nested Types

    private enum Input {
        case terminal
        case standardInput
        case script(StreamLineReader)
        case commands([String])

        var isInteractive: Bool {
            if case .terminal = self { return true }
            return false
        }
    }

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
        let logger = makeLogger()
        let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let standard = StandardConsole(
            colorPreference: options.noColor || !isTerminal || options.script != nil || options.commands != nil
                || options.isTranscriptRun ? .never : .automatic
        )
        standard.outputFormat = options.output
        if !options.checkTranscripts.isEmpty {
            return await checkTranscripts(on: standard, globals: additionalGlobals, makeRoot: makeRoot)
        }
        let recorder = options.record.map { _ in TranscriptRecorder(width: HeadlessSession.transcriptWidth) }
        let console = SessionConsole(
            base: recorder.map { TeeConsole(primary: standard, copy: $0.capture) } ?? standard)
        if recorder != nil {
            console.width = HeadlessSession.transcriptWidth
        }
        let input: Input
        do {
            input = try chooseInput(isTerminal: isTerminal)
        } catch {
            console.reportError(ErrorViewModel(error))
            console.flush()
            return .usage
        }
        if options.isDryRun, input.isInteractive {
            console.reportError(ErrorViewModel(message: Strings.CommandLine.checkNeedsScript))
            console.flush()
            return .usage
        }
        let history = input.isInteractive ? makeHistory() : nil
        let navigator = Navigator(logger: logger)
        let session = Session(
            navigator: navigator,
            console: console,
            configuration: SessionConfiguration(
                appName: appName, echo: options.echo, stopOnError: options.stopOnError, isDryRun: options.isDryRun),
            history: history,
            interrupts: input.isInteractive ? SignalInterruptSource() : nil,
            additionalGlobals: additionalGlobals,
            directory: directory,
            logger: logger,
            terminalWidth: { [isRecording = recorder != nil] in isRecording ? nil : TerminalWidth.current() },
            observer: recorder,
            commandWillRun: commandWillRun,
            notices: sessionNotices(board: notices, sources: noticeSources, isInteractive: input.isInteractive)
        )
        do {
            navigator.push(try makeRoot(console, navigator))
        } catch {
            return fail(with: error, on: standard)
        }
        console.isOutputMuted = options.at != nil || !showsOpeningScene
        await navigator.completeTransitions()
        if input.isInteractive, !options.skipsStartupFile, await runStartupFile(in: session, console: console) == .quit
        {
            return .success
        }
        if let link = options.at, let failure = await follow(link, session: session, console: console) {
            return failure
        }
        console.isOutputMuted = options.isDryRun
        console.flush()
        let reader = makeReader(for: input, session: session, console: console, history: history, notices: notices)
        let status = await session.run(reader)
        if options.isDryRun {
            return reportCheck(of: session, on: standard)
        }
        guard let recorder, let path = options.record else { return status }
        return save(recorder, to: path, on: standard) ?? status
    }

    // MARK: - Private

    /// Whether the scene the session opens at, the root or where `--at` leads, is shown before
    /// the commands run: not for `-c`, which shows only what its commands display, as `psql -c`
    /// does, so `--output json -c accounts` writes one document; nor for a dry run, which shows
    /// only what it refuses.
    var showsOpeningScene: Bool {
        options.commands == nil && !options.isDryRun
    }

    private func chooseInput(isTerminal: Bool) throws(ScriptError) -> Input {
        if let script = options.script {
            return .script(try StreamLineReader.open(path: script))
        }
        if let commands = options.commands {
            return .commands(CommandSeparator.split(commands))
        }
        return isTerminal ? .terminal : .standardInput
    }

    private func makeReader(
        for input: Input,
        session: Session,
        console: any Console,
        history: (any CommandHistory)?,
        notices: NoticeBoard?
    ) -> any LineReader {
        switch input {
        case .script(let reader):
            return reader
        case .commands(let commands):
            return ScriptedLineReader(lines: commands, sourceName: Strings.Scripts.commandLineName)
        case .standardInput:
            return StreamLineReader.standardInput()
        case .terminal:
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
    }

    /// Notices are shown at a terminal, and in a script only when asked with `--notices`, on
    /// standard error, so they never mix with what a script writes for another program.
    private func sessionNotices(
        board: NoticeBoard?, sources: () -> [any NoticeSource], isInteractive: Bool
    ) -> SessionNotices? {
        guard let board, isInteractive || options.showsNotices else { return nil }
        return SessionNotices(board: board, stream: isInteractive ? .output : .error, sources: sources())
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
