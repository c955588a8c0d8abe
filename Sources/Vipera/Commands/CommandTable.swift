/// The commands of one scene (or the global commands), declared once and indexed for lookup.
///
/// Declare a scene's table once, as a static constant, and return it from ``Scene/commands``:
///
/// ```swift
/// extension AccountsViewController {
///     nonisolated static let commandTable = CommandTable<AccountsCommand>([
///         CommandSpec("refresh", summary: "Reload the accounts", command: .refresh),
///         CommandSpec("open", summary: "Show one account",
///                     parameters: [.argument("ACCOUNT", .item("accounts"), "Number or name")]) {
///             .open(try $0.item("ACCOUNT"))
///         },
///     ])
/// }
/// ```
public struct CommandTable<Command: Sendable>: Sendable {
    // MARK: - Properties

    /// The declarations, in the order help lists them.
    package let specs: [CommandSpec<Command>]
    /// The name lookup shared by parsing, help and completion.
    package let index: CommandIndex

    /// The descriptors of every command.
    public var descriptors: [CommandDescriptor] { index.descriptors }

    // MARK: - Initialization

    /// Creates a table from declarations.
    /// - Parameter specs: The scene's commands, in the order `help` lists them.
    public init(_ specs: [CommandSpec<Command>]) {
        self.specs = specs
        index = CommandIndex(specs.map(\.descriptor))
    }

    // MARK: - Parsing

    /// The typed command a whole line means in this table alone, as the dispatcher would parse it:
    /// for testing a scene's declarations without a navigator.
    ///
    /// ```swift
    /// #expect(try AccountsViewController.commandTable.command(for: "open 2", choices: { _ in names })
    ///     == .open(ListItem(position: 2, name: "Rainy day")))
    /// ```
    /// - Parameters:
    ///   - line: The line, starting with a command's name, alias or unique prefix.
    ///   - choices: The values the scene would supply for dynamic arguments.
    ///   - keys: The stable keys the scene would supply for the entries it lists.
    public func command(
        for line: String,
        choices: @escaping (ChoiceSource) -> [String] = { _ in [] },
        keys: @escaping (ChoiceSource) -> [String] = { _ in [] }
    ) throws(CommandLineError) -> Command {
        let tokens = try Tokenizer.tokenize(line)
        guard let word = tokens.first?.text else {
            throw CommandLineError(.unknownCommand, Strings.Dispatch.unknownCommand(""), hint: nil)
        }
        guard case .scene(let position) = try CommandResolver.resolve(word, globals: CommandIndex([]), scene: index)
        else {
            throw CommandLineError(.unknownCommand, Strings.Dispatch.unknownCommand(word))
        }
        return try specs[position].command(
            from: tokens.dropFirst(), supplier: ClosureChoices(choices: choices, keys: keys))
    }

    // MARK: - Validation

    /// Mistakes in the declarations, each described in a sentence; empty when the table is sound.
    /// Besides the declarations themselves, every builder is run on made-up values for its
    /// parameters (all of them, then only those a line must give), so a builder that reads a
    /// parameter by a name its command does not declare, or as the wrong kind, is found here.
    /// Scene tests assert this is empty.
    public func declarationProblems() -> [String] {
        DeclarationCheck.problems(in: index.descriptors) + specs.flatMap(DeclarationCheck.builderProblems)
    }
}
