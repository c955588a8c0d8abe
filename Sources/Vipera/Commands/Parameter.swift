/// One declared input of a command: a positional argument, an option (`--name value`) or a flag
/// (`--name`).
///
/// ```swift
/// .argument("N", .integer(range: 1...99), "The entry's number")
/// .variadic("TEXT", "Words to search for")
/// .option("priority", .choice(["high", "normal", "low"]), "How urgent it is", default: "normal")
/// .flag("all", "Include finished items")
/// ```
public struct Parameter: Sendable, Equatable {
    // MARK: - Nested Types

    /// How the parameter appears on a command line.
    package enum Role: Sendable, Equatable {
        /// A value given by position; optional ones may be left out, a variadic one takes every
        /// remaining word (joined by single spaces).
        case positional(isOptional: Bool, isVariadic: Bool)
        /// `--name value` or `--name=value`, with the value used when it is left out.
        case option(defaultValue: String?)
        /// `--name`, true when given.
        case flag
    }

    // MARK: - Properties

    /// The name: shown as-is for positionals (`N`, `TEXT`), after `--` for options and flags.
    package let name: String
    /// What values are accepted.
    package let kind: ArgumentKind
    /// How it appears on the line.
    package let role: Role
    /// One line for help.
    package let summary: String
    /// A one-letter form for options and flags (`-p`).
    package let shortName: Character?
    /// Whether the value must be kept out of history and logs.
    package let isSensitive: Bool
    /// What an option's value is called in usage lines (`--opening AMOUNT`); nil for the name in
    /// capitals (`--format FORMAT`).
    package let valueName: String?
    /// Words that may come before a positional value and belong to it, such as the currency
    /// codes before an amount: `CHF 7.25` is then one value, the two words joined by a space.
    package let prefixWords: Set<String>

    /// Whether this is a positional argument.
    package var isPositional: Bool {
        if case .positional = role { return true }
        return false
    }

    // MARK: - Initialization

    /// Creates a parameter; the static factories read better.
    /// - Parameters:
    ///   - name: Its name, as usage lines and `help` show it.
    ///   - kind: What values it takes.
    ///   - role: How it appears on the line.
    ///   - summary: One line for help.
    ///   - shortName: A one-letter form for options and flags (`-p`).
    ///   - isSensitive: Whether the value must be kept out of history and logs.
    ///   - valueName: What an option's value is called in usage lines; nil for the name in capitals.
    package init(
        name: String,
        kind: ArgumentKind,
        role: Role,
        summary: String,
        shortName: Character? = nil,
        isSensitive: Bool = false,
        valueName: String? = nil,
        prefixWords: Set<String> = []
    ) {
        self.name = name
        self.kind = kind
        self.role = role
        self.summary = summary
        self.shortName = shortName
        self.isSensitive = isSensitive
        self.valueName = valueName
        self.prefixWords = prefixWords
    }

    // MARK: - Factories

    /// A positional argument.
    /// - Parameters:
    ///   - name: Its name, as usage lines and `help` show it.
    ///   - kind: What values it takes.
    ///   - summary: One line for help.
    ///   - isOptional: Whether it may be left out.
    ///   - isSensitive: Whether the value must be kept out of history and logs.
    ///   - prefixWords: Words that may come before the value and belong to it, as a unit or a
    ///     currency is written before an amount (`CHF 7.25`): the value is then both words.
    public static func argument(
        _ name: String,
        _ kind: ArgumentKind,
        _ summary: String,
        isOptional: Bool = false,
        isSensitive: Bool = false,
        prefixWords: Set<String> = []
    ) -> Parameter {
        Parameter(
            name: name,
            kind: kind,
            role: .positional(isOptional: isOptional, isVariadic: false),
            summary: summary,
            isSensitive: isSensitive,
            prefixWords: prefixWords
        )
    }

    /// A last positional argument that takes all remaining words as one text.
    package static func variadic(
        _ name: String,
        _ summary: String,
        isOptional: Bool = false,
        isSensitive: Bool = false
    ) -> Parameter {
        Parameter(
            name: name,
            kind: .text,
            role: .positional(isOptional: isOptional, isVariadic: true),
            summary: summary,
            isSensitive: isSensitive
        )
    }

    /// An option with a value, `--name value`.
    /// - Parameters:
    ///   - name: Its name, without the dashes.
    ///   - kind: What values it takes.
    ///   - summary: One line for help.
    ///   - defaultValue: The value when the option is left out; nil for none.
    ///   - short: A one-letter form (`-p`).
    ///   - isSensitive: Whether the value must be kept out of history and logs.
    ///   - valueName: What the value is called in usage lines (`--opening AMOUNT`); nil for the
    ///     name in capitals.
    public static func option(
        _ name: String,
        _ kind: ArgumentKind,
        _ summary: String,
        default defaultValue: String? = nil,
        short: Character? = nil,
        isSensitive: Bool = false,
        valueName: String? = nil
    ) -> Parameter {
        Parameter(
            name: name,
            kind: kind,
            role: .option(defaultValue: defaultValue),
            summary: summary,
            shortName: short,
            isSensitive: isSensitive,
            valueName: valueName
        )
    }

    /// A flag, `--name`, false unless given.
    package static func flag(_ name: String, _ summary: String, short: Character? = nil) -> Parameter {
        Parameter(name: name, kind: .text, role: .flag, summary: summary, shortName: short)
    }
}
