public import Logging

/// Turns one line of text into work: tokenizes it, finds the command among the global commands
/// and the top scene's, parses and validates its arguments, runs it, and completes the navigation
/// it caused. Knows nothing of terminals: a REPL, a script runner and a test drive it the same way.
///
/// ```swift
/// let dispatcher = CommandDispatcher(navigator: navigator, console: console)
/// switch await dispatcher.dispatch("open 2") {
/// case .quit: return
/// case .failed, .refused: failures += 1
/// case .succeeded, .empty: break
/// }
/// console.flush()
/// ```
///
/// Only Vipera's own modules and tools that drive it directly (the benchmarks) use it, the latter
/// through `@_spi(Dispatch) import Vipera`: an app runs its commands through a session.
@MainActor
@_spi(Dispatch) public final class CommandDispatcher {
    // MARK: - Properties

    /// The app's navigation stack.
    package let navigator: Navigator
    /// Where output and errors go.
    package let console: any BufferedConsole
    /// The global commands: the built-in ones followed by the session's own.
    package let globals: CommandTable<GlobalCommand>
    /// Where the app's other scenes' commands work, for a command typed in the wrong scene.
    package let directory: CommandDirectory
    /// The globals that give way to a scene's command of the same name.
    private let globalsGivingWay: Set<String>
    /// Names a session expands into other commands before it dispatches a line (`alias`): help
    /// lists them, and completion and `?` offer them. The dispatcher never runs them itself.
    package var aliases = CommandIndex([])
    /// What the session allows after a command's words, offered by completion and `?`.
    package weak var tail: (any CommandTail)?
    /// Whether only commands without ``CommandEffects`` may run, as while a deep link (`--at`)
    /// is followed: any other is refused before it runs, and changes nothing.
    package var isNavigationOnly = false

    private let logger: Logger
    /// The command being run, once it has parsed: the route of a scene it pushes.
    private var running: EntryRoute?
    /// What marks a scene command failed when its scene presents an error; reused by every one.
    private let commandRun = CommandRun()

    // MARK: - Initialization

    /// Creates a dispatcher.
    /// - Parameters:
    ///   - navigator: The stack whose top scene receives scene commands.
    ///   - console: Where output and errors go.
    ///   - additionalGlobals: Global commands the session adds to the built-in ones.
    ///   - globalsGivingWay: The names of additional globals that give way to a scene's own
    ///     command of the same name (a session's `clear`, beside an app's scene that clears a list).
    ///   - directory: Which scenes have which commands, so a command typed in the wrong scene
    ///     says where it works.
    ///   - logger: Where each command's name (never its arguments) is logged at debug level.
    @_spi(Dispatch) public init(
        navigator: Navigator,
        console: any BufferedConsole,
        additionalGlobals: [CommandSpec<GlobalCommand>] = [],
        globalsGivingWay: Set<String> = [],
        directory: CommandDirectory = .empty,
        logger: Logger = Logger(label: "vipera.dispatcher", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.globalsGivingWay = globalsGivingWay
        self.navigator = navigator
        self.console = console
        self.globals = CommandTable(BuiltinCommands.specs + additionalGlobals)
        self.directory = directory
        self.logger = logger
    }

    /// The commands every dispatcher has before a session adds its own.
    package static var builtinCommands: [CommandDescriptor] {
        BuiltinCommands.specs.map(\.descriptor)
    }

    // MARK: - Dispatching

    /// Runs `line` and returns once its output is on the console and the scene it leaves on top
    /// has appeared. Errors are reported on the console, never thrown.
    /// - Parameter line: The line as typed or read.
    /// - Returns: Whether it succeeded, failed, was refused or ended the session.
    @_spi(Dispatch) public func dispatch(_ line: String) async -> CommandOutcome {
        // Entries are in the order they were pushed, so the top is the newest.
        let newestBefore = navigator.entries.last?.id
        running = nil
        let tokens: [Token]
        do {
            tokens = try Tokenizer.tokenize(line)
        } catch {
            return console.refuse(error.viewModel(on: line))
        }
        guard !tokens.isEmpty else { return .empty }
        if isGuideRequest(tokens) {
            await loadSuggestions()
            if let guided = guide(line, tokens: tokens) {
                return guided
            }
        }
        // An error a scene presents while the command runs, or while a scene it reached loads
        // or appears, is the command's failure.
        var ran = CommandOutcome.succeeded
        var refusal: CommandLineError?
        let presented = await commandRun.outcome {
            do throws(CommandLineError) {
                ran = try await run(tokens, line: line)
            } catch {
                refusal = error
                return
            }
            await navigator.completeTransitions()
        }
        if let refusal {
            return console.refuse(refusal.viewModel(on: line))
        }
        recordRoute(ofEntriesNewerThan: newestBefore)
        return ran == .succeeded ? presented : ran
    }

    /// What could complete `linePrefix`, the text before the cursor.
    /// - Parameter linePrefix: The line up to the cursor.
    package func completions(for linePrefix: String) -> Completion {
        tail?.completions(for: linePrefix) ?? completer().complete(linePrefix)
    }

    /// What `?` typed after `linePrefix` lists: what may come next there, with a line of help
    /// each; the error when the command word is unknown; or nothing, when the `?` is text inside
    /// quotes or after a backslash.
    /// - Parameter linePrefix: The line up to the `?`.
    package func nextWords(after linePrefix: String) -> NextWords {
        if let words = tail?.nextWords(after: linePrefix) {
            return words
        }
        let tokens: [Token]
        do {
            tokens = try Tokenizer.tokenize(linePrefix)
        } catch {
            return .literal
        }
        if let first = tokens.first, aliases.exactMatch(first.text) == nil {
            do {
                _ = try resolve(first, scene: navigator.top?.scene.commandIndex)
            } catch {
                return .refused(error.viewModel(on: linePrefix))
            }
        }
        let guide = NextWordGuide(completer: completer(), followers: tail?.followers ?? [])
        return .words(guide.nextWords(after: linePrefix))
    }

    /// Whether `line` runs a command declared sensitive or one with a sensitive parameter, so it
    /// must stay out of history and logs. Lines that do not parse are judged by their first word.
    /// - Parameter line: The line as typed.
    package func isSensitive(_ line: String) -> Bool {
        guard let word = Tokenizer.scanPartial(line).tokens.first?.text else { return false }
        let scene = navigator.top?.scene.commandIndex
        let descriptor: CommandDescriptor? =
            switch try? CommandResolver.resolve(
                word, globals: globals.index, scene: scene, acceptsAbbreviatedEffects: true)
            {
            case .global(let position): globals.index.descriptors[position]
            case .scene(let position): scene?.descriptors[position]
            case nil: nil
            }
        guard let descriptor else { return false }
        return descriptor.handlesSecrets
    }

    // MARK: - Private

    /// Gives the first scene the command pushed the command's route, for `where --link`.
    /// A loop rather than `first(where:)`: a closure made here carries the main actor's isolation,
    /// which the runtime checks at each call, for every entry of every command.
    private func recordRoute(ofEntriesNewerThan newestBefore: EntryID?) {
        guard let running else { return }
        for entry in navigator.entries {
            if let newestBefore, entry.id <= newestBefore {
                continue
            }
            navigator.setRoute(running, for: entry.id)
            return
        }
    }

    private func completer() -> Completer {
        let scene = navigator.top?.scene
        let supplier = choices(in: scene)
        var completer = Completer(
            globals: globals.index, scene: scene?.commandIndex, choices: { supplier.choices(for: $0) },
            aliases: aliases)
        completer.describe = { supplier.descriptions(for: $0) }
        return completer
    }

    /// Lists what may come next for a line ending in ` ?` (``isGuideRequest(_:)``), and runs
    /// nothing; nil when the `?` is text after all.
    private func guide(_ line: String, tokens: [Token]) -> CommandOutcome? {
        guard let last = tokens.last else { return nil }
        let prefix = String(decoding: line.utf8.prefix(last.offset), as: UTF8.self)
        switch nextWords(after: prefix) {
        case .words(let words):
            let scene = SessionViewModels.sceneName(in: navigator)
            console.display(SessionViewModels.NextWords(line: prefix, words: words), scene: scene, kind: "nextWords") {
                NextWordList(words: words)
            }
            return .succeeded
        case .refused(let error):
            let caret = error.caret.map { SourceCaret(line: line, column: $0.column, marked: $0.marked) }
            return console.refuse(ErrorViewModel(message: error.message, hint: error.hint, caret: caret))
        case .literal:
            return nil
        }
    }

    private func run(_ tokens: [Token], line: String) async throws(CommandLineError) -> CommandOutcome {
        guard let scene = navigator.top?.scene else {
            let resolution = try resolve(tokens[0], scene: nil)
            guard case .global(let position) = resolution else { return .succeeded }
            return try await runGlobal(globals.specs[position], tokens: tokens, scene: nil)
        }
        return try await run(tokens, line: line, in: scene)
    }

    /// The command `word` names; an error points at the word.
    private func resolve(_ word: Token, scene: CommandIndex?) throws(CommandLineError) -> CommandResolution {
        do {
            return try CommandResolver.resolve(word.text, globals: globals.index, scene: scene) {
                (directory, navigator.top?.sceneName)
            }
        } catch {
            throw error.located(at: word.span)
        }
    }

    func run<S: Scene>(
        _ tokens: [Token], line: String, in scene: S
    ) async throws(CommandLineError) -> CommandOutcome {
        let table = scene.commands
        let resolution: CommandResolution
        do {
            resolution = try resolve(tokens[0], scene: table.index)
        } catch  where error.kind == .unknownCommand {
            // A command of a scene lower on the stack runs there, as if typed after `back to` it.
            guard let below = entryBelow(having: tokens[0]) else { throw error }
            return try await run(tokens, line: line, below: below)
        }
        switch resolution {
        case .global(let position):
            // A scene command that shares a global command's name keeps every line the global
            // command's arguments refuse: Settings' `set page-size 10` beside the global `set output`.
            // A session's own command gives way to the scene's whole.
            if let shared = table.index.exactMatch(tokens[0].text),
                globalsGivingWay.contains(globals.specs[position].descriptor.name)
                    || (try? globals.specs[position].command(
                        from: tokens.dropFirst(), supplier: choices(in: scene))) == nil
            {
                return try await runScene(table.specs[shared], tokens: tokens, line: line, in: scene)
            }
            return try await runGlobal(globals.specs[position], tokens: tokens, scene: scene)
        case .scene(let position):
            return try await runScene(table.specs[position], tokens: tokens, line: line, in: scene)
        }
    }

    private func runScene<S: Scene>(
        _ spec: CommandSpec<S.Command>, tokens: [Token], line: String, in scene: S
    ) async throws(CommandLineError) -> CommandOutcome {
        let command: S.Command
        do {
            command = try parse(
                spec, from: tokens, supplier: choices(in: scene, keyed: scene as? any KeyedChoiceScene))
        } catch {
            // A refused piece of a multi-step command leaves no older value in its place.
            guard let piece = spec.descriptor.collects, let collecting = scene as? any CollectingScene else {
                throw error
            }
            return await refuse(error.viewModel(on: line), collecting: piece, in: collecting)
        }
        try checkEffects(of: spec.descriptor, tokens: tokens)
        logger.debug("command", metadata: ["name": "\(spec.descriptor.name)", "scene": "\(S.sceneName)"])
        await scene.handle(command)
        return .succeeded
    }

    /// Has the scene forget the piece a refused line would have set and present the refusal,
    /// saying what it forgot; reports the refusal itself when the scene presented nothing.
    private func refuse(
        _ refusal: ErrorViewModel, collecting piece: String, in scene: any CollectingScene
    ) async -> CommandOutcome {
        let presented = await commandRun.outcome { await scene.refuse(refusal, collecting: piece) }
        guard let shown = presented.error else { return console.refuse(refusal) }
        return .refused(shown)
    }

    /// Refuses a command with effects while only navigation is allowed.
    func checkEffects(of descriptor: CommandDescriptor, tokens: [Token]) throws(CommandLineError) {
        guard isNavigationOnly, !descriptor.effects.isEmpty else { return }
        throw CommandLineError(
            .effectNotAllowed,
            Strings.Effects.notWhileNavigating(descriptor.name, effects: descriptor.effects.description),
            hint: Strings.Effects.onlyNavigatesHint, span: tokens[0].span)
    }

    private func runGlobal(
        _ spec: CommandSpec<GlobalCommand>,
        tokens: [Token],
        scene: (any Scene)?
    ) async throws(CommandLineError) -> CommandOutcome {
        let command: GlobalCommand
        do {
            command = try parse(spec, from: tokens, supplier: choices(in: scene))
        } catch {
            throw explained(error, of: spec.descriptor, tokens: tokens, scene: scene)
        }
        try checkEffects(of: spec.descriptor, tokens: tokens)
        logger.debug("global command", metadata: ["name": "\(spec.descriptor.name)"])
        var context = GlobalCommandContext(
            navigator: navigator,
            console: console,
            sceneCommands: scene?.commandIndex,
            globalCommands: globals.index,
            aliases: aliases
        )
        context.globalsGivingWay = globalsGivingWay
        return await command.action(context)
    }

    /// A global command's refusal, said with what the app's other scenes have: a word naming a
    /// command other scenes have (`help open` at Home) gets the error typing that command here
    /// gives, where it works; a refused global command whose name a scene's own command shares
    /// (`set page-size 5` outside Settings) says where that one works.
    private func explained(
        _ error: CommandLineError, of descriptor: CommandDescriptor, tokens: [Token], scene: (any Scene)?
    ) -> CommandLineError {
        let here = navigator.top?.sceneName
        if descriptor.parameters.contains(where: { $0.kind == .commandName }),
            let word = tokens.dropFirst().first(where: { $0.span == error.span }),
            !directory.places(having: word.text, except: here).isEmpty
        {
            do {
                _ = try resolve(word, scene: scene?.commandIndex)
            } catch let whereItWorks {
                return whereItWorks
            }
        }
        let places = directory.places(having: descriptor.name, except: here)
        guard !places.isEmpty else { return error }
        return CommandLineError(
            error.kind, error.message, hint: Strings.Dispatch.sharedNameElsewhere(descriptor.name, places: places),
            column: error.column, span: error.span)
    }

    /// The command `tokens` (name first) ask for. An error that points at no word of its own
    /// points where a missing word would go, or at the words a builder refused.
    func parse<Command>(
        _ spec: CommandSpec<Command>, from tokens: [Token], supplier: SceneChoices
    ) throws(CommandLineError) -> Command {
        do {
            let arguments = try spec.arguments(from: tokens.dropFirst(), supplier: supplier)
            let command = try spec.command(for: arguments)
            running = EntryRoute(descriptor: spec.descriptor, arguments: arguments, tokens: tokens.dropFirst())
            return command
        } catch {
            let name = tokens[0]
            let last = tokens.last ?? name
            switch error.kind {
            case .missingArgument, .invalidDeclaration:
                throw error.located(at: last.end + 1..<last.end + 1)
            default:
                let first = tokens.dropFirst().first ?? name
                throw error.located(at: first.offset..<last.end)
            }
        }
    }

    /// What a parse reads while `scene` is on top: its choices, and the keys of `keyed`, the
    /// scene when a scene command is parsed (a global command's words name no scene's entries).
    func choices(in scene: (any Scene)?, keyed: (any KeyedChoiceScene)? = nil) -> SceneChoices {
        SceneChoices(scene: scene, keyed: keyed, globals: globals.index, aliases: aliases, navigator: navigator)
    }

}
