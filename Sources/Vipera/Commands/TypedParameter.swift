#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A parameter declared once, as a value that also knows how to read its own typed value: the
/// command's builder takes the values, never a name typed a second time.
///
/// ```swift
/// static let account = TypedParameter.item("ACCOUNT", from: "accounts", "The account's number or name")
///
/// CommandSpec("open", summary: "Open one account", account) { .open($0) }
/// ```
///
/// A builder cannot read a parameter its command does not declare, and a value of the wrong type
/// does not compile.
public struct TypedParameter<Value: Sendable>: Sendable {
    // MARK: - Properties

    /// The declaration: name, kind, role, summary.
    package let parameter: Parameter
    private let read: @Sendable (ParsedArguments) throws(CommandLineError) -> Value

    // MARK: - Initialization

    /// A handle for `parameter` whose value `read` takes from the parsed arguments by the
    /// parameter's name. An error `read` throws points at where the value was typed.
    /// - Parameters:
    ///   - parameter: The declaration: name, kind, role, summary.
    ///   - read: Takes the value from the parsed arguments, given the parameter's name.
    public init(
        _ parameter: Parameter,
        read: @escaping @Sendable (ParsedArguments, _ name: String) throws(CommandLineError) -> Value
    ) {
        self.parameter = parameter
        let name = parameter.name
        self.read = { arguments throws(CommandLineError) in
            do throws(CommandLineError) {
                return try read(arguments, name)
            } catch {
                guard let span = arguments.span(of: name) else { throw error }
                throw error.located(at: span)
            }
        }
    }

    // MARK: - Reading

    /// The parameter's value in `arguments`.
    /// - Parameter arguments: A line's parsed arguments.
    /// - Throws: ``CommandLineError`` pointing at where the value was typed, when `read` refuses it.
    package func value(in arguments: ParsedArguments) throws(CommandLineError) -> Value {
        try read(arguments)
    }
}

// MARK: - Positional Arguments

extension TypedParameter where Value == Int {
    /// A whole number, within `range` when given.
    public static func integer(_ name: String, in range: ClosedRange<Int>? = nil, _ summary: String) -> Self {
        Self(.argument(name, .integer(range: range), summary)) { arguments, name throws(CommandLineError) in
            try arguments.integer(name)
        }
    }
}

extension TypedParameter where Value == Int? {
    /// A whole number that may be left out.
    public static func optionalInteger(_ name: String, in range: ClosedRange<Int>? = nil, _ summary: String) -> Self {
        Self(.argument(name, .integer(range: range), summary, isOptional: true)) {
            arguments, name throws(CommandLineError) in
            try arguments.optionalInteger(name)
        }
    }
}

extension TypedParameter where Value == Decimal {
    /// A decimal number, within `range` and with at most `maximumFractionDigits` decimals when given.
    public static func decimal(
        _ name: String, in range: ClosedRange<Decimal>? = nil, maximumFractionDigits: Int? = nil, _ summary: String
    ) -> Self {
        let kind = ArgumentKind.decimal(range: range, maximumFractionDigits: maximumFractionDigits)
        return Self(.argument(name, kind, summary)) { arguments, name throws(CommandLineError) in
            try arguments.decimal(name)
        }
    }
}

extension TypedParameter where Value == String {
    /// One word of text (quote it for spaces).
    public static func text(_ name: String, _ summary: String, isSensitive: Bool = false) -> Self {
        Self(.argument(name, .text, summary, isSensitive: isSensitive)) { arguments, name throws(CommandLineError) in
            try arguments.text(name)
        }
    }

    /// One word of any text, which Tab and `?` complete from the values the scene suggests for
    /// `source` (``ArgumentKind/suggested(_:)``).
    public static func text(_ name: String, suggesting source: ChoiceSource, _ summary: String) -> Self {
        Self(.argument(name, .suggested(source), summary)) { arguments, name throws(CommandLineError) in
            try arguments.text(name)
        }
    }

    /// One word of any text whose completions depend on the earlier argument `earlier`: the kind
    /// `kinds` gives for that argument's value (``ArgumentKind/varying(with:_:)``).
    public static func text(
        _ name: String, varyingWith earlier: String, _ kinds: [String: ArgumentKind], _ summary: String
    ) -> Self {
        Self(.argument(name, .varying(with: earlier, kinds), summary)) { arguments, name throws(CommandLineError) in
            try arguments.text(name)
        }
    }

    /// A path to a file or folder, which Tab completes from the file system; a leading `~` or
    /// `~user` is read as that home folder, as a shell reads it.
    public static func filePath(_ name: String, _ summary: String) -> Self {
        Self(.argument(name, .filePath, summary)) { arguments, name throws(CommandLineError) in
            HomeFolders().expanding(try arguments.text(name))
        }
    }

    /// One word of text in a form the command reads itself, which `description` names for help.
    public static func formatted(_ name: String, _ description: String, _ summary: String) -> Self {
        Self(.argument(name, .formatted(description: description), summary)) {
            arguments, name throws(CommandLineError) in
            try arguments.text(name)
        }
    }

    /// Every remaining word, joined by single spaces: the command's last argument.
    public static func words(_ name: String, _ summary: String, isSensitive: Bool = false) -> Self {
        Self(.variadic(name, summary, isSensitive: isSensitive)) { arguments, name throws(CommandLineError) in
            try arguments.text(name)
        }
    }

    /// One of `values`, in its declared spelling.
    public static func choice(_ name: String, _ values: [String], _ summary: String) -> Self {
        Self(.argument(name, .choice(values), summary)) { arguments, name throws(CommandLineError) in
            try arguments.choice(name)
        }
    }

    /// One of the names the scene supplies from `source` right now.
    public static func dynamicChoice(_ name: String, from source: ChoiceSource, _ summary: String) -> Self {
        Self(.argument(name, .dynamicChoice(source), summary)) { arguments, name throws(CommandLineError) in
            try arguments.choice(name)
        }
    }
}

extension TypedParameter where Value == String? {
    /// Every remaining word, joined by single spaces, or nil when there are none: a last argument
    /// that may be left out, such as the pieces of a one-line form.
    public static func optionalWords(_ name: String, _ summary: String) -> Self {
        Self(.variadic(name, summary, isOptional: true)) { arguments, name throws(CommandLineError) in
            try arguments.optionalText(name)
        }
    }

    /// Text that may be left out.
    public static func optionalText(_ name: String, _ summary: String) -> Self {
        Self(.argument(name, .text, summary, isOptional: true)) { arguments, name throws(CommandLineError) in
            try arguments.optionalText(name)
        }
    }
}

extension TypedParameter where Value == ListItem {
    /// An entry of a list the scene shows, by its number or the start of its name.
    public static func item(_ name: String, from source: ChoiceSource, _ summary: String) -> Self {
        Self(.argument(name, .item(source), summary)) { arguments, name throws(CommandLineError) in
            try arguments.item(name)
        }
    }
}

extension TypedParameter where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of an enum's cases, typed as its raw value.
    public static func choice(_ name: String, of type: Value.Type, _ summary: String) -> Self {
        Self(.argument(name, .choice(type.allCases.map(\.rawValue)), summary)) {
            arguments, name throws(CommandLineError) in
            try arguments.choice(name, as: type)
        }
    }
}

// MARK: - Options and Flags

extension TypedParameter where Value == String? {
    /// `--name TEXT`, nil when left out.
    /// - Parameters:
    ///   - name: The option's name, without the dashes.
    ///   - summary: One line for help.
    ///   - short: A one-letter form (`-p`).
    ///   - valueName: What the value is called in usage lines (`--currency CODE`); nil for the
    ///     name in capitals.
    public static func option(_ name: String, _ summary: String, short: Character? = nil, valueName: String? = nil)
        -> Self
    {
        Self(.option(name, .text, summary, short: short, valueName: valueName)) {
            arguments, name throws(CommandLineError) in
            try arguments.optionalText(name)
        }
    }
}

extension TypedParameter where Value == String {
    /// `--name TEXT`, `defaultValue` when left out.
    public static func option(_ name: String, _ summary: String, default defaultValue: String, short: Character? = nil)
        -> Self
    {
        Self(.option(name, .text, summary, default: defaultValue, short: short)) {
            arguments, name throws(CommandLineError) in
            try arguments.text(name)
        }
    }
}

extension TypedParameter where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// `--name CASE`, `defaultValue` when left out.
    public static func option(
        _ name: String, of type: Value.Type, _ summary: String, default defaultValue: Value, short: Character? = nil
    ) -> Self {
        let kind = ArgumentKind.choice(type.allCases.map(\.rawValue))
        return Self(.option(name, kind, summary, default: defaultValue.rawValue, short: short)) {
            arguments, name throws(CommandLineError) in
            try arguments.choice(name, as: type)
        }
    }
}

extension TypedParameter where Value == Bool {
    /// `--name`, true when given.
    public static func flag(_ name: String, _ summary: String, short: Character? = nil) -> Self {
        Self(.flag(name, summary, short: short)) { arguments, name throws(CommandLineError) in
            try arguments.flag(name)
        }
    }

    /// `--replace`, true when given: a command that writes a file the user names writes over a
    /// file already there only when told to, by the one flag every such command takes
    /// (``FileDestination/replaceFlag``), which the refusal of an existing file names.
    /// - Parameter summary: One line for help.
    public static func replaceFlag(_ summary: String) -> Self {
        flag(FileDestination.replaceFlag, summary)
    }
}
