/// Writes the usage line of a command from its parameters.
///
/// Positionals appear by name (`N`), optional ones in brackets (`[N]`), a variadic one with an
/// ellipsis (`TEXT...`); options as `[--name VALUE]` with a choice's values spelled out
/// (`[--priority high|normal|low]`); flags as `[--name]`.
enum Usage {
    /// The usage line of the command `name`.
    static func line(name: String, parameters: [Parameter]) -> String {
        ([name] + parameters.map(fragment)).joined(separator: " ")
    }

    /// The usage line of the command `name` with its options as one `[OPTIONS]`: what help's
    /// overview lists for a command whose whole line would not fit beside its summary. When even
    /// that is longer than `width`, the last arguments are one `…`, so that the line never wraps
    /// (a wrapped usage loses its place in the table); `help COMMAND` shows them all.
    static func brief(name: String, parameters: [Parameter], width: Int = .max) -> String {
        var positionals = parameters.filter(\.isPositional).map(fragment)
        let options = parameters.contains { !$0.isPositional } ? [Strings.Help.optionsPlaceholder] : []
        let whole = ([name] + positionals + options).joined(separator: " ")
        guard whole.count > width else { return whole }
        var elided = whole
        while !positionals.isEmpty, elided.count > width {
            positionals.removeLast()
            elided = ([name] + positionals + [Strings.Help.elidedArguments] + options).joined(separator: " ")
        }
        return elided
    }

    /// How help's tables name a parameter: `TEXT...`, `-p, --priority`, `--all`.
    static func label(of parameter: Parameter) -> String {
        if parameter.isPositional {
            return bareForm(of: parameter)
        }
        let long = "--" + parameter.name
        return parameter.shortName.map { "-\($0), " + long } ?? long
    }

    /// How the parameter is written on a command line, without brackets.
    static func bareForm(of parameter: Parameter) -> String {
        switch parameter.role {
        case .positional(_, let isVariadic):
            return isVariadic ? parameter.name + "..." : parameter.name
        case .option:
            return "--\(parameter.name) \(valuePlaceholder(for: parameter))"
        case .flag:
            return "--\(parameter.name)"
        }
    }

    // MARK: - Private

    private static func fragment(for parameter: Parameter) -> String {
        let bare = bareForm(of: parameter)
        switch parameter.role {
        case .positional(let isOptional, _):
            return isOptional ? "[\(bare)]" : bare
        case .option, .flag:
            return "[\(bare)]"
        }
    }

    private static func valuePlaceholder(for parameter: Parameter) -> String {
        if case .choice(let values) = parameter.kind {
            return values.joined(separator: "|")
        }
        return parameter.valueName ?? parameter.name.uppercased()
    }
}
