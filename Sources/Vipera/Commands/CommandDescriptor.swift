/// Everything declared about one command except how its typed value is built: enough for parsing,
/// usage, help, completion and the scene catalogue.
public struct CommandDescriptor: Sendable, Equatable {
    // MARK: - Properties

    /// The command's name, typed as the first word.
    public let name: String
    /// Other names for the same command.
    public let aliases: [String]
    /// One line for help.
    public let summary: String
    /// Every parameter, in declaration order.
    public let parameters: [Parameter]
    /// Whether whole lines of this command must be kept out of history and logs.
    public let isSensitive: Bool
    /// What running the command changes beyond the screen: data, files, or nothing.
    public let effects: CommandEffects
    /// The piece of a multi-step command this command collects (a transfer's `amount`), when it
    /// collects one. When a line for it is refused, the scene is told to forget the piece
    /// (``CollectingScene/refuse(_:collecting:)``), so no later command acts on an older value in its place.
    public let collects: String?

    /// Whether a line running the command stays out of history, logs and links: the command is
    /// sensitive, or one of its parameters is.
    package var handlesSecrets: Bool {
        isSensitive || parameters.contains(where: \.isSensitive)
    }
    /// The positional parameters, in order.
    public let positionals: [Parameter]
    /// The options and flags, in order.
    public let options: [Parameter]
    /// The usage line, such as `add TITLE... [--priority high|normal|low]`.
    public let usage: String

    /// The name followed by the aliases.
    package var names: [String] { [name] + aliases }

    // MARK: - Initialization

    /// Creates a descriptor.
    /// - Parameters:
    ///   - name: The word that runs the command.
    ///   - aliases: Other words that run it.
    ///   - summary: One line for `help`.
    ///   - parameters: Its arguments and options, in the order `help` shows them.
    ///   - isSensitive: Whether its lines are kept out of history and logs.
    ///   - effects: What running it changes beyond the screen.
    ///   - collects: The piece of a multi-step command it collects, when it collects one.
    package init(
        name: String,
        aliases: [String] = [],
        summary: String,
        parameters: [Parameter] = [],
        isSensitive: Bool = false,
        effects: CommandEffects = [],
        collects: String? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.parameters = parameters
        self.isSensitive = isSensitive
        self.effects = effects
        self.collects = collects
        positionals = parameters.filter(\.isPositional)
        options = parameters.filter { !$0.isPositional }
        usage = Usage.line(name: name, parameters: parameters)
    }

    // MARK: - Lookup

    /// The option or flag called `name` (without dashes).
    func option(named name: String) -> Parameter? {
        options.first { $0.name == name }
    }

    /// The option or flag whose short name is `character`.
    func option(short character: Character) -> Parameter? {
        options.first { $0.shortName == character }
    }
}
