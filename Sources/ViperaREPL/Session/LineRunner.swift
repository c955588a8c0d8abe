@_spi(Dispatch) import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs one line of a session: defines aliases, expands them, and runs a command with its
/// filters and redirection around the dispatcher.
@MainActor
final class LineRunner {
    // MARK: - Properties

    /// The session's aliases.
    private(set) var aliases = AliasTable() {
        didSet { dispatcher.aliases = aliases.index }
    }

    private let dispatcher: CommandDispatcher
    private let console: SessionConsole
    private let maximumAliasDepth: Int
    /// Whether a redirection only says what it would write (`--check`).
    private let isDryRun: Bool
    private let home: String?
    private var aliasDepth = 0

    // MARK: - Initialization

    init(
        dispatcher: CommandDispatcher, console: SessionConsole, maximumAliasDepth: Int, isDryRun: Bool, home: String?
    ) {
        self.dispatcher = dispatcher
        self.console = console
        self.maximumAliasDepth = maximumAliasDepth
        self.isDryRun = isDryRun
        self.home = home
    }

    // MARK: - Running

    /// Whether `line` runs as it is, as one command given to `dispatch`: it defines no alias,
    /// holds no pipeline or redirection, and no alias is defined that it could name. Most lines
    /// of a script are; the session dispatches them itself, without this runner's levels of
    /// `await` (each a frame and two executor switches).
    func runsAsItIs(_ line: String) -> Bool {
        aliases.aliases.isEmpty && !CommandPipeline.mayHoldStages(line) && AliasDefinition(line) == nil
    }

    /// Runs `line`; `dispatch` runs a plain command. At a terminal (`isInteractive`), a
    /// redirected command says where its output went.
    func run(
        _ line: String, isInteractive: Bool, dispatch: (String) async -> CommandOutcome
    ) async -> CommandOutcome {
        if let definition = AliasDefinition(line) {
            return define(definition)
        }
        if Self.asksWhatComesNext(line) {
            return await dispatch(line)
        }
        let pipeline: CommandPipeline
        let file: OutputFile?
        do {
            pipeline = try CommandPipeline.parse(line)
            file = try openFile(for: pipeline.redirection, on: line)
        } catch {
            return console.refuse(error.viewModel(on: line))
        }
        guard !pipeline.isPlain else {
            return await runCommand(pipeline.command, dispatch: dispatch)
        }
        console.beginCapture()
        let result = await runCommand(pipeline.command, dispatch: dispatch)
        // A failed command's output has nothing to count: a "0" would read as an answer.
        let filters = result.isFailure ? pipeline.filters.filter { !$0.counts } : pipeline.filters
        let lines = filtered(console.endCapture(), by: filters)
        guard let file else {
            console.emit(lines.map { $0 + "\n" }.joined())
            return result
        }
        return save(lines, to: file, after: result, isInteractive: isInteractive)
    }

    /// Whether `line` ends in a `?` word, which lists what may come next and runs nothing.
    private static func asksWhatComesNext(_ line: String) -> Bool {
        guard line.utf8.last == UInt8(ascii: "?"), let tokens = try? Tokenizer.tokenize(line), tokens.count > 1,
            let last = tokens.last
        else { return false }
        return last.text == "?" && !last.isQuoted
    }

    /// Removes the alias called `name`.
    func removeAlias(_ name: String) throws(AliasError) {
        try aliases.remove(name)
    }

    // MARK: - Aliases

    private func define(_ definition: AliasDefinition) -> CommandOutcome {
        do {
            try AliasTable.validate(name: definition.name, globals: dispatcher.globals.index)
            let alias = try Alias(name: definition.name, definition: definition.commands)
            if let secret = alias.commands.first(where: dispatcher.isSensitive) {
                throw AliasError.runsSensitiveCommand(name: alias.name, command: secret)
            }
            try aliases.define(alias)
            return .succeeded
        } catch {
            return console.refuse(ErrorViewModel(error))
        }
    }

    /// Runs `command`, or the commands of the alias it names.
    private func runCommand(_ command: String, dispatch: (String) async -> CommandOutcome) async -> CommandOutcome {
        guard !aliases.aliases.isEmpty, let tokens = try? Tokenizer.tokenize(command), let first = tokens.first,
            !first.isQuoted,
            let alias = aliases[first.text]
        else { return await dispatch(command) }
        let expansion: [String]
        do {
            guard aliasDepth < maximumAliasDepth else { throw AliasError.nestedTooDeep(limit: maximumAliasDepth) }
            expansion = try alias.expand(arguments: tokens.dropFirst(), in: command)
        } catch {
            return console.refuse(ErrorViewModel(error))
        }
        return await runExpansion(expansion, of: alias, dispatch: dispatch)
    }

    private func runExpansion(
        _ commands: [String], of alias: Alias, dispatch: (String) async -> CommandOutcome
    ) async -> CommandOutcome {
        let outerAlias = console.runningAlias
        aliasDepth += 1
        defer {
            aliasDepth -= 1
            console.runningAlias = outerAlias
        }
        var failure: ErrorViewModel?
        for command in commands {
            console.runningAlias = alias.name
            let outcome = await run(command, isInteractive: false, dispatch: dispatch)
            if outcome == .quit {
                return .quit
            }
            failure = failure ?? outcome.error
            if console.hasWriteFailed {
                break
            }
        }
        return failure.map { .failed($0) } ?? .succeeded
    }

    // MARK: - Output

    /// The file `redirection` names, checked before the command runs; an error points at the path.
    /// A deep link writes no file: it only navigates.
    private func openFile(for redirection: Redirection?, on line: String) throws(CommandLineError) -> OutputFile? {
        guard let redirection else { return nil }
        guard !dispatcher.isNavigationOnly else {
            throw CommandLineError(
                .effectNotAllowed, Strings.Redirection.notWhileNavigating(redirection.path),
                hint: Strings.Redirection.notWhileNavigatingHint, span: redirection.pathSpan)
        }
        do {
            return try OutputFile(redirection, home: home)
        } catch {
            throw CommandLineError(
                .invalidValue, error.errorDescription ?? "", hint: error.recoverySuggestion,
                span: redirection.pathSpan)
        }
    }

    private func filtered(_ text: String, by filters: [OutputFilter]) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        let scene = SessionViewModels.sceneName(in: dispatcher.navigator)
        let format = console.outputFormat
        let context = RenderContext(width: console.width, colorEnabled: false)
        return filters.reduce(lines) { lines, filter in
            filter.apply(to: lines) { count in
                switch format {
                case .text: String(count)
                case .json:
                    JSONLine(
                        DisplayRecord(scene: scene, kind: "count", viewModel: SessionViewModels.LineCount(count: count))
                    )
                    .rendered(in: context).trimmingNewlines()
                }
            }
        }
    }

    private func save(
        _ lines: [String], to file: OutputFile, after result: CommandOutcome, isInteractive: Bool
    ) -> CommandOutcome {
        guard !result.isFailure else {
            console.render(Notice(.info, Strings.Redirection.notWrittenAfterFailure(file.displayPath)), to: .error)
            return result
        }
        guard !isDryRun else {
            console.render(Notice(.info, Strings.Redirection.wouldWrite(lines.count, to: file.displayPath)), to: .error)
            return result
        }
        let text = lines.map { $0 + "\n" }.joined()
        do {
            try file.write(text)
        } catch {
            let outcome = console.fail(ErrorViewModel(error))
            console.render(Notice(.info, Strings.Redirection.shownInstead(file.displayPath)), to: .error)
            console.emit(text)
            return outcome
        }
        if isInteractive {
            console.render(Notice(.info, Strings.Redirection.wrote(lines.count, to: file.displayPath)))
        }
        return result
    }
}
