@_spi(Dispatch) public import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The loop that reads lines and runs them, the same whether a person types, a pipe feeds it, a
/// script is sourced or a test scripts it.
///
/// Skips blank lines and `#` comments; records typed lines in history (never sensitive ones);
/// expands aliases and applies output filters and redirection; writes each command's whole
/// output before reading the next line; prefixes errors from scripts with `FILE:LINE:`; lets
/// Ctrl-C cancel a command typed at a terminal.
///
/// The app's scenes must write through the session's `SessionConsole`, so that filters and
/// redirection see their output.
///
/// ```swift
/// let console = SessionConsole(base: StandardConsole())
/// let session = Session(navigator: navigator, console: console, configuration: .init(appName: "vbank"))
/// let status = await session.run(StreamLineReader.standardInput())
/// ```
@MainActor
public final class Session {
    // MARK: - Nested Types

    private enum LoopEnd {
        case endOfInput
        case quit
        case stopped
    }

    // MARK: - Constants

    /// Nonisolated: the watcher reads it off the main actor, which a running command may hold.
    private nonisolated static let interruptPollInterval = Duration.milliseconds(20)
    private static let promptEnd = " > "

    // MARK: - Properties

    /// The dispatcher lines are handed to; it knows the session's own `history` and `source`.
    package private(set) var dispatcher: CommandDispatcher
    /// The number of lines that failed.
    package private(set) var failureCount = 0
    /// The first error of the script `source` is running, for the outcome of its `source` line.
    private var firstFailureInScript: ErrorViewModel?
    /// The number of commands run: lines that were neither blank nor comments, sourced ones too.
    package private(set) var commandCount = 0

    private let console: SessionConsole
    private let configuration: SessionConfiguration
    private let history: (any CommandHistory)?
    private let interrupts: (any InterruptSource)?
    private let openScript: @MainActor (String) throws -> any LineReader
    private let terminalWidth: @MainActor () -> Int?
    private let pager: (any OutputPaging)?
    private let terminalRows: @MainActor () -> Int?
    private let sessionCommands: SessionCommands
    private let lineRunner: LineRunner
    private let pipelineGuide = PipelineGuide()
    private weak var observer: (any SessionObserver)?
    private let commandWillRun: @MainActor () -> Void
    private let notices: SessionNotices?
    private var sourceDepth = 0
    /// Whether the lines come from a person at a terminal, so the screen is theirs to clear.
    private(set) var isAtTerminal = false
    private var hasWarnedAboutHistory = false

    // MARK: - Initialization

    /// Creates a session.
    /// - Parameters:
    ///   - navigator: The app's navigation stack, with its root already pushed.
    ///   - console: Where output and errors go: the console the app's scenes write to.
    ///   - configuration: Echo, stop on error, nesting limits, dry run.
    ///   - app: The app's own globals, its directory of commands, its hook before each command
    ///     and its notices.
    ///   - services: History, Ctrl-C, the terminal's width, scripts for `source`, an observer of
    ///     each step, and the logger.
    package init(
        navigator: Navigator,
        console: SessionConsole,
        configuration: SessionConfiguration,
        app: SessionApp = SessionApp(),
        services: SessionServices = SessionServices()
    ) {
        self.notices = app.notices
        self.console = console
        self.observer = services.observer
        self.commandWillRun = app.commandWillRun
        self.configuration = configuration
        self.history = services.history
        self.interrupts = services.interrupts
        self.openScript = services.openScript
        self.terminalWidth = services.terminalWidth
        self.pager = services.pager
        self.terminalRows = services.terminalRows
        sessionCommands = SessionCommands(history: services.history)
        dispatcher = CommandDispatcher(
            navigator: navigator,
            console: console,
            additionalGlobals: sessionCommands.specs + app.globals,
            globalsGivingWay: Set(sessionCommands.specs.map(\.descriptor.name)),
            directory: app.directory,
            logger: services.logger
        )
        lineRunner = LineRunner(
            dispatcher: dispatcher,
            console: console,
            maximumAliasDepth: configuration.maximumAliasDepth,
            isDryRun: configuration.isDryRun,
            home: ProcessInfo.processInfo.environment["HOME"]
        )
        dispatcher.tail = pipelineGuide
        sessionCommands.session = self
    }

    /// The global commands of every session: the core's and the session's own (`history`,
    /// `source`), for catalogues and documentation.
    public static var globalCommands: [CommandDescriptor] {
        CommandDispatcher.builtinCommands + SessionCommands(history: nil).specs.map(\.descriptor)
    }

    /// The aliases defined so far, in the order they were defined.
    var aliases: [Alias] { lineRunner.aliases.aliases }

    /// Removes the alias called `name`.
    func removeAlias(_ name: String) throws(AliasError) {
        try lineRunner.removeAlias(name)
    }

    // MARK: - Running

    /// Reads and runs lines until the input ends or the user quits.
    /// - Returns: ``ExitStatus/commandFailed`` when a script had a failing line, success otherwise.
    /// - Parameter reader: Where the lines come from: a terminal, a pipe or file, or a test's script.
    package func run(_ reader: any LineReader) async -> ExitStatus {
        isAtTerminal = reader.isInteractive
        _ = await runLines(from: reader)
        console.flush()
        return failureCount > 0 && !reader.isInteractive ? .commandFailed : .success
    }

    /// Runs one command line as a piped line would run, aliases, filters and redirection
    /// included, without counting it: a deep link's step.
    func run(command line: String) async -> CommandOutcome {
        await lineRunner.run(line, isInteractive: false) { await dispatcher.dispatch($0) }
    }

    /// Runs the script at `path` within the session, for `source`: failed, with the first error,
    /// when one of its lines failed (each already counted as it ran).
    func runScript(at path: String) async -> CommandOutcome {
        guard sourceDepth < configuration.maximumSourceDepth else {
            return console.refuse(ErrorViewModel(ScriptError.nestedTooDeep(limit: configuration.maximumSourceDepth)))
        }
        let reader: any LineReader
        do {
            reader = try openScript(path)
        } catch {
            return console.refuse(ErrorViewModel(error))
        }
        sourceDepth += 1
        let outerLocation = console.diagnosticLocation
        let outerFailure = firstFailureInScript
        firstFailureInScript = nil
        let end = await runLines(from: reader)
        let failure = firstFailureInScript
        firstFailureInScript = outerFailure ?? failure
        console.diagnosticLocation = outerLocation
        sourceDepth -= 1
        guard end != .quit else { return .quit }
        return failure.map { .failed($0) } ?? .succeeded
    }

    // MARK: - Private

    private func runLines(from reader: any LineReader) async -> LoopEnd {
        while true {
            showWaitingNotices()
            flushBeforeWaiting(on: reader)
            let prompt = prompt(for: reader)
            if reader.isInteractive {
                console.typedPromptWidth = DisplayWidth.of(prompt.text)
                // Read before the idle watch begins: both may use a bank's one connection.
                await dispatcher.loadSuggestions()
            }
            let idleWatch = notices?.watchWhileIdle()
            let event = reader.nextLine(prompt: prompt)
            idleWatch?.cancel()
            // A look begun while waiting ends before the line runs: a source may then share what
            // the command uses (a bank's one connection to its server).
            await idleWatch?.value
            switch event {
            case .endOfInput:
                return .endOfInput
            case .interrupted:
                continue
            case .invalidEncoding:
                locate(reader)
                let refusal = console.refuse(
                    ErrorViewModel(message: Strings.Scripts.invalidEncoding, hint: Strings.Scripts.invalidEncodingHint))
                if let end = recordFailure(refusal, in: reader) {
                    return end
                }
            case .line(let line):
                if let end = await run(line, from: reader) {
                    return end
                }
            }
        }
    }

    /// Runs one line; returns how the loop ends, or nil to go on.
    private func run(_ line: String, from reader: any LineReader) async -> LoopEnd? {
        let command = line.drop(while: Self.isBlank)
        guard !command.isEmpty else { return nil }
        guard !command.hasPrefix("#") else {
            if sourceDepth == 0 {
                observer?.sessionDidSkipComment(String(command))
            }
            return nil
        }
        if reader.isInteractive {
            remember(line, in: reader)
            console.width = terminalWidth() ?? console.width
        }
        let observer = sourceDepth == 0 ? observer : nil
        observer?.sessionWillRun(line)
        if configuration.echo {
            let scene = SessionViewModels.sceneName(in: dispatcher.navigator)
            console.display(SessionViewModels.Echo(line: line), scene: scene, kind: "echo") { Paragraph("> " + line) }
        }
        locate(reader)
        commandCount += 1
        commandWillRun()
        await notices?.collect()
        // Decided before the line runs: a `set pager` changes the lines after it.
        let paging = pagesOutput(of: reader) ? console.pagerMode : nil
        if paging != nil {
            console.beginPaging()
        }
        let result: CommandOutcome
        if !reader.isInteractive, lineRunner.runsAsItIs(line) {
            result = await dispatcher.dispatch(line)
        } else {
            result = await lineRunner.run(line, isInteractive: reader.isInteractive) { command in
                reader.isInteractive ? await dispatchCancellably(command) : await dispatcher.dispatch(command)
            }
        }
        if let paging {
            show(paged: console.endPaging(), mode: paging)
        }
        flushBeforeWaiting(on: reader)
        observer?.sessionDidRun(line, result: result)
        if console.hasWriteFailed {
            return .stopped
        }
        switch result {
        case .quit:
            return .quit
        case .failed, .refused:
            return recordFailure(result, in: reader)
        case .succeeded, .empty:
            return nil
        }
    }

    /// Whether a line from `reader` has its output paged: only a typed one, at the top level, in
    /// text, with a pager and paging not turned off.
    private func pagesOutput(of reader: any LineReader) -> Bool {
        reader.isInteractive && sourceDepth == 0 && pager != nil && console.pagerMode != .off
            && console.outputFormat == .text
    }

    /// Shows a typed command's output: through the pager when it is taller than the screen (or
    /// always, with `set pager on`), otherwise as it is. Notices wait until the pager is closed.
    private func show(paged text: String, mode: PagerMode) {
        guard !text.isEmpty else { return }
        let lines = text.utf8.reduce(0) { count, byte in byte == UInt8(ascii: "\n") ? count + 1 : count }
        let isTall = lines >= terminalRows() ?? Int.max
        if let pager, mode == .on || isTall {
            console.flush()
            let shown = ASCIIFallback.text(text, for: console.renderContext(for: .output).glyphs)
            if pager.page(shown) {
                return
            }
        }
        console.emit(text)
    }

    /// Shows the notices posted since the last prompt, after the output of the command that ran
    /// meanwhile.
    private func showWaitingNotices() {
        guard let notices, notices.board.hasWaiting else { return }
        for renderable in renderedNotices(notices.board.take()) {
            console.render(renderable, to: notices.stream)
        }
    }

    /// What shows `messages` in the session's output format.
    func renderedNotices(_ messages: [String]) -> [any Renderable] {
        SessionNotices.renderables(
            for: messages, format: console.outputFormat, scene: SessionViewModels.sceneName(in: dispatcher.navigator))
    }

    private func recordFailure(_ outcome: CommandOutcome, in reader: any LineReader) -> LoopEnd? {
        failureCount += 1
        firstFailureInScript = firstFailureInScript ?? outcome.error
        return configuration.stopOnError && !reader.isInteractive ? .stopped : nil
    }

    private func remember(_ line: String, in reader: any LineReader) {
        guard let history, !dispatcher.isSensitive(line) else { return }
        let entry = line.trimmingBlanks()
        history.record(entry)
        reader.remember(entry)
        if let failure = history.saveFailure, !hasWarnedAboutHistory {
            hasWarnedAboutHistory = true
            console.render(Notice(.warning, Strings.Commands.historyNotSaved(failure)), to: .error)
        }
    }

    /// Writes the output out unless the reader has the next line already. A script's output then
    /// goes out in writes of up to 64 KiB rather than one system call a command (a tenth of a
    /// navigation command's time), while a program that writes a line and waits for what it
    /// printed gets it before the session waits for the next. Errors are written in order with
    /// the output (the console writes one stream out before the other), and a terminal's lines
    /// are never ready ahead.
    private func flushBeforeWaiting(on reader: any LineReader) {
        guard !reader.hasLineReady else { return }
        console.flush()
    }

    /// A space or a tab. A function of its own rather than a closure, which would carry the main
    /// actor's isolation and have the runtime check it at every character.
    private nonisolated static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// Without `Optional.map`: a closure made here carries the main actor's isolation, which the
    /// runtime checks at the call, once a line.
    private func locate(_ reader: any LineReader) {
        guard let file = reader.sourceName else {
            console.diagnosticLocation = nil
            return
        }
        console.diagnosticLocation = InputLocation(file: file, line: reader.lineNumber)
    }

    private func prompt(for reader: any LineReader) -> Prompt {
        guard reader.isInteractive else { return Prompt(text: "", colorEnabled: false) }
        let crumb = Breadcrumb(appName: configuration.appName, titles: dispatcher.navigator.breadcrumb)
        let context = console.renderContext(for: .output)
        let text = crumb.text(maximumWidth: console.width / 2) + Self.promptEnd
        return Prompt(
            text: ASCIIFallback.text(text, for: context.glyphs), colorEnabled: context.colorEnabled)
    }

    /// Runs the line in a task that Ctrl-C cancels, so cancellation reaches the worker.
    private func dispatchCancellably(_ line: String) async -> CommandOutcome {
        guard let interrupts else { return await dispatcher.dispatch(line) }
        _ = interrupts.takeInterrupt()
        let dispatcher = self.dispatcher
        let command = Task { @MainActor in await dispatcher.dispatch(line) }
        let watcher = Task.detached {
            while !Task.isCancelled {
                if interrupts.takeInterrupt() {
                    command.cancel()
                    return
                }
                try? await Task.sleep(for: Self.interruptPollInterval)
            }
        }
        let result = await command.value
        watcher.cancel()
        return result
    }
}
