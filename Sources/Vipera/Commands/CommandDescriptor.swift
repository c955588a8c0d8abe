/// Everything declared about one command except how its typed value is built: enough for parsing,
/// usage, help, completion and the scene catalogue.
public struct CommandDescriptor: Sendable, Equatable {
    // MARK: - Nested Types

    /// What a descriptor declares, kept once and shared by every copy: a descriptor travels with
    /// every command a session parses (the route `where --link` repeats, the spec a resolution
    /// names), and a copy of ten fields retained one by one cost more than the parse it describes.
    private final class Storage: Sendable {
        let name: String
        let aliases: [String]
        let summary: String
        let parameters: [Parameter]
        let isSensitive: Bool
        let effects: CommandEffects
        let collects: String?
        let positionals: [Parameter]
        let options: [Parameter]
        let usage: String

        init(
            name: String, aliases: [String], summary: String, parameters: [Parameter], isSensitive: Bool,
            effects: CommandEffects, collects: String?
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

        /// Whether both declare the same command; the usage and the split of the parameters
        /// follow from the rest.
        func declaresTheSame(as other: Storage) -> Bool {
            name == other.name && aliases == other.aliases && summary == other.summary
                && parameters == other.parameters && isSensitive == other.isSensitive && effects == other.effects
                && collects == other.collects
        }
    }

    // MARK: - Properties

    private let storage: Storage

    /// The command's name, typed as the first word.
    public var name: String { storage.name }
    /// Other names for the same command.
    public var aliases: [String] { storage.aliases }
    /// One line for help.
    public var summary: String { storage.summary }
    /// Every parameter, in declaration order.
    public var parameters: [Parameter] { storage.parameters }
    /// Whether whole lines of this command must be kept out of history and logs.
    public var isSensitive: Bool { storage.isSensitive }
    /// What running the command changes beyond the screen: data, files, or nothing.
    public var effects: CommandEffects { storage.effects }
    /// The piece of a multi-step command this command collects (a transfer's `amount`), when it
    /// collects one. When a line for it is refused, the scene is told to forget the piece
    /// (``CollectingScene/refuse(_:collecting:)``), so no later command acts on an older value in its place.
    public var collects: String? { storage.collects }

    /// Whether a line running the command stays out of history, logs and links: the command is
    /// sensitive, or one of its parameters is.
    package var handlesSecrets: Bool {
        isSensitive || parameters.contains(where: \.isSensitive)
    }
    /// The positional parameters, in order.
    public var positionals: [Parameter] { storage.positionals }
    /// The options and flags, in order.
    public var options: [Parameter] { storage.options }
    /// The usage line, such as `add TITLE... [--priority high|normal|low]`.
    public var usage: String { storage.usage }

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
        storage = Storage(
            name: name, aliases: aliases, summary: summary, parameters: parameters, isSensitive: isSensitive,
            effects: effects, collects: collects)
    }

    // MARK: - Equatable

    /// Whether both declare the same command: the same name, aliases, summary, parameters,
    /// sensitivity, effects and piece collected. Copies of one descriptor are equal at a glance.
    /// - Parameters:
    ///   - lhs: One command's descriptor.
    ///   - rhs: Another's.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.declaresTheSame(as: rhs.storage)
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
