/// A command line written out in full from what it parsed to, for a deep link that must reach
/// the same place in another session: the command's whole name, a list entry by its stable key
/// (`#2604`) when its scene gives keys and otherwise by its name rather than its position
/// (positions change as lists do), and only the options that were typed.
///
/// `o 1` in Accounts becomes `open Everyday`; `filter cat groceries` becomes
/// `filter category groceries`.
enum CanonicalLine {
    // MARK: - Writing

    /// The line for `arguments`, which `tokens` (the words after the command's name) parsed to.
    static func line(
        for descriptor: CommandDescriptor, arguments: ParsedArguments, tokens: ArraySlice<Token>
    ) -> String {
        var words = [descriptor.name]
        for parameter in descriptor.positionals {
            if let value = arguments.value(of: parameter.name) {
                words.append(word(for: value))
            }
        }
        for option in descriptor.options where wasTyped(option, in: tokens) {
            switch arguments.value(of: option.name) {
            case .flag(true): words.append("--" + option.name)
            case .flag(false), nil: break
            case let value?: words += ["--" + option.name, word(for: value)]
            }
        }
        return words.joined(separator: " ")
    }

    // MARK: - Private

    private static func word(for value: ArgumentValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .decimal(let number): "\(number)"
        case .text(let text), .choice(let text): CommandWord.quoted(text)
        case .item(let item): item.key.map { ValueParser.keyMark + $0 } ?? CommandWord.quoted(item.name)
        case .flag(let isSet): String(isSet)
        }
    }

    private static func wasTyped(_ option: Parameter, in tokens: ArraySlice<Token>) -> Bool {
        tokens.contains { token in
            guard !token.isQuoted else { return false }
            let long = "--" + option.name
            return token.text == long || token.text.hasPrefix(long + "=")
                || option.shortName.map { token.text == "-" + String($0) } ?? false
        }
    }
}
