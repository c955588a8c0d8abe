/// The one declaration of a command: its name, aliases, summary and parameters, and how the
/// parsed arguments become the scene's typed command.
///
/// ```swift
/// CommandSpec<TodoListCommand>(
///     "add",
///     summary: "Add a todo",
///     parameters: [
///         .variadic("TITLE", "What there is to do"),
///         .option("priority", .choice(["high", "normal", "low"]), "How urgent it is", default: "normal"),
///     ]
/// ) { arguments in
///     .add(title: try arguments.text("TITLE"), priority: try arguments.choice("priority", as: Priority.self))
/// }
/// ```
public struct CommandSpec<Command: Sendable>: Sendable {
    // MARK: - Properties

    /// What is declared about the command.
    package let descriptor: CommandDescriptor
    /// Builds the typed command; may throw ``CommandValidationError``.
    let build: @Sendable (ParsedArguments) throws -> Command

    // MARK: - Initialization

    /// Declares a command whose value is built from its arguments.
    /// - Parameters:
    ///   - name: The word that runs the command.
    ///   - aliases: Other words that run it.
    ///   - summary: One line for `help`.
    ///   - effects: What running it changes beyond the screen; nothing unless given.
    ///   - collects: The piece of a multi-step command it collects, when it collects one.
    ///   - parameters: Its arguments and options, in the order `help` and usage lines show them.
    ///   - isSensitive: Whether its lines are kept out of history and logs.
    ///   - build: Makes the scene's command from the parsed arguments; may throw
    ///     ``CommandValidationError``.
    public init(
        _ name: String,
        aliases: [String] = [],
        summary: String,
        effects: CommandEffects = [],
        collects: String? = nil,
        parameters: [Parameter] = [],
        isSensitive: Bool = false,
        build: @escaping @Sendable (ParsedArguments) throws -> Command
    ) {
        descriptor = CommandDescriptor(
            name: name,
            aliases: aliases,
            summary: summary,
            parameters: parameters,
            isSensitive: isSensitive,
            effects: effects,
            collects: collects
        )
        self.build = build
    }

    /// Declares a command whose parameters are typed handles, each declared once: `build` gets
    /// their values, in order.
    ///
    /// ```swift
    /// static let n = TypedParameter.integer("N", in: 1...99, "The entry's number")
    ///
    /// CommandSpec("open", summary: "Open an entry", n) { .open(position: $0) }
    /// ```
    /// - Parameters:
    ///   - name: The word that runs the command.
    ///   - aliases: Other words that run it.
    ///   - summary: One line for `help`.
    ///   - effects: What running it changes beyond the screen; nothing unless given.
    ///   - collects: The piece of a multi-step command it collects, when it collects one.
    ///   - isSensitive: Whether its lines are kept out of history and logs.
    ///   - parameters: The typed handles of its arguments and options, in the order `help` shows them.
    ///   - build: Makes the scene's command from the handles' values, in the same order; may throw
    ///     ``CommandValidationError``.
    public init<each Value: Sendable>(
        _ name: String,
        aliases: [String] = [],
        summary: String,
        effects: CommandEffects = [],
        collects: String? = nil,
        isSensitive: Bool = false,
        _ parameters: repeat TypedParameter<each Value>,
        build: @escaping @Sendable (repeat each Value) throws -> Command
    ) {
        var declared: [Parameter] = []
        for parameter in repeat each parameters {
            declared.append(parameter.parameter)
        }
        let handles = (repeat each parameters)
        self.init(
            name, aliases: aliases, summary: summary, effects: effects, collects: collects, parameters: declared,
            isSensitive: isSensitive
        ) { arguments in
            try build(repeat try (each handles).value(in: arguments))
        }
    }

    /// Declares a command without parameters that always means `command`.
    /// - Parameters:
    ///   - name: The word that runs the command.
    ///   - aliases: Other words that run it.
    ///   - summary: One line for `help`.
    ///   - effects: What running it changes beyond the screen; nothing unless given.
    ///   - command: The scene's command it always means.
    public init(
        _ name: String, aliases: [String] = [], summary: String, effects: CommandEffects = [], command: Command
    ) {
        self.init(name, aliases: aliases, summary: summary, effects: effects) { _ in command }
    }

    // MARK: - Building

    /// The typed command for `arguments`.
    /// - Parameter arguments: The line's arguments, parsed against the declaration.
    /// - Returns: The scene's command.
    /// - Throws: ``CommandValidationError`` when the builder refuses the values.
    package func makeCommand(from arguments: ParsedArguments) throws -> Command {
        try build(arguments)
    }

    /// Parses the words after the command's name and builds the typed command. Every failure,
    /// including a builder's ``CommandValidationError``, becomes a ``CommandLineError`` with the
    /// command's usage as its hint unless it has a better one.
    func command(
        from arguments: ArraySlice<Token>,
        supplier: some ChoiceSupplying
    ) throws(CommandLineError) -> Command {
        try command(for: CommandParser.parse(arguments, for: descriptor, supplier: supplier))
    }

    /// The values of the words after the command's name, as its declaration reads them.
    func arguments(
        from arguments: ArraySlice<Token>,
        supplier: some ChoiceSupplying
    ) throws(CommandLineError) -> ParsedArguments {
        try CommandParser.parse(arguments, for: descriptor, supplier: supplier)
    }

    /// The typed command built from `parsed`. Returned apart from the values, not with them in
    /// a tuple: a tuple of a generic command has its metadata looked up at every parse.
    func command(for parsed: ParsedArguments) throws(CommandLineError) -> Command {
        do {
            return try build(parsed)
        } catch let error as CommandLineError {
            throw error.withHint(usage)
        } catch let error as CommandValidationError {
            throw CommandLineError(.validationFailed, error.message, hint: error.hint ?? usage)
        } catch {
            let described = ErrorViewModel(error)
            throw CommandLineError(.validationFailed, described.message, hint: described.hint ?? usage)
        }
    }

    /// The hint of a refused line: the command's usage, written only when a line is refused.
    private var usage: String {
        Strings.Parser.usage(descriptor.usage)
    }
}
