/// Reads the words after a command's name into validated values, as its declaration describes.
///
/// - Options come as `--name value`, `--name=value` or `-n value`; flags as `--name` or `-n`.
/// - `--` ends options; a quoted word is never an option; `-5` is a number, not an option.
/// - Positionals are taken in order; a variadic last positional takes every remaining word.
/// - Omitted options get their defaults, omitted flags are false.
///
/// Every error carries the command's usage as its hint unless it has a better one.
enum CommandParser {
    /// The values of `arguments` for the command `descriptor` describes.
    static func parse(
        _ arguments: ArraySlice<Token>,
        for descriptor: CommandDescriptor,
        supplier: some ChoiceSupplying
    ) throws(CommandLineError) -> ParsedArguments {
        // Most commands a person types take no words (`next`, `back`): they have nothing to read,
        // and no state to set up, copy and destroy for it (4,000 instructions a command).
        if arguments.isEmpty, descriptor.parameters.isEmpty {
            return ParsedArguments(command: descriptor.name)
        }
        var state = ParseState(descriptor: descriptor, tokens: arguments)
        do {
            try state.consumeTokens(choosingFrom: supplier)
            try state.finish(choosingFrom: supplier)
        } catch {
            throw error.withHint(Strings.Parser.usage(descriptor.usage))
        }
        return state.parsed
    }
}

// MARK: - Parse State

/// Not generic over the supplier and not holding it: each step is handed it, so a parse neither
/// copies it nor looks up the metadata of a state made for it.
private struct ParseState {
    // MARK: - Properties

    let descriptor: CommandDescriptor
    private(set) var parsed: ParsedArguments
    private let tokens: ArraySlice<Token>
    private var cursor: Int
    private var positionalIndex = 0
    private var variadicWords: [String] = []
    private var givenOptions: [String] = []
    private var optionsEnded = false
    private var lastRead: Token?

    // MARK: - Initialization

    init(descriptor: CommandDescriptor, tokens: ArraySlice<Token>) {
        self.descriptor = descriptor
        self.tokens = tokens
        cursor = tokens.startIndex
        parsed = ParsedArguments(command: descriptor.name)
    }

    // MARK: - Consuming

    /// Reads every word; an error points at the word last read (an option's value, or the option
    /// when its value is missing).
    mutating func consumeTokens(choosingFrom supplier: some ChoiceSupplying) throws(CommandLineError) {
        while let token = nextToken() {
            do {
                try consume(token, choosingFrom: supplier)
            } catch {
                throw error.located(at: lastRead?.span ?? token.span)
            }
        }
    }

    mutating func finish(choosingFrom supplier: some ChoiceSupplying) throws(CommandLineError) {
        for (position, parameter) in descriptor.positionals.enumerated() where position >= positionalIndex {
            guard case .positional(let isOptional, let isVariadic) = parameter.role else { continue }
            if isVariadic, !variadicWords.isEmpty {
                parsed.set(parameter.name, to: .text(variadicWords.joined(separator: " ")))
            } else if !isOptional {
                throw CommandLineError(
                    .missingArgument,
                    Strings.Parser.missingArgument(parameter.name, command: descriptor.name)
                )
            }
        }
        for option in descriptor.options where !givenOptions.contains(option.name) {
            try applyDefault(for: option, choosingFrom: supplier)
        }
    }

    // MARK: - Private

    private mutating func consume(_ token: Token, choosingFrom supplier: some ChoiceSupplying)
        throws(CommandLineError)
    {
        guard !optionsEnded, !token.isQuoted else {
            try positional(token.text, choosingFrom: supplier)
            return
        }
        if token.text == "--" {
            optionsEnded = true
        } else if token.text.hasPrefix("--") {
            try longOption(token.text.dropFirst(2), choosingFrom: supplier)
        } else if let short = Self.shortOptionName(token.text) {
            try shortOption(short, spelled: token.text, choosingFrom: supplier)
        } else {
            try positional(token.text, choosingFrom: supplier)
        }
    }

    private mutating func nextToken() -> Token? {
        guard cursor < tokens.endIndex else { return nil }
        defer { cursor += 1 }
        lastRead = tokens[cursor]
        return tokens[cursor]
    }

    private mutating func positional(_ text: String, choosingFrom supplier: some ChoiceSupplying)
        throws(CommandLineError)
    {
        guard positionalIndex < descriptor.positionals.count else {
            throw CommandLineError(
                .unexpectedArgument,
                Strings.Parser.unexpectedArgument(text, command: descriptor.name)
            )
        }
        let parameter = descriptor.positionals[positionalIndex]
        if case .positional(_, isVariadic: true) = parameter.role {
            variadicWords.append(text)
            return
        }
        let start = lastRead?.span.lowerBound
        let isPrefix = !parameter.prefixWords.isEmpty && parameter.prefixWords.contains(text)
        let written = isPrefix ? joiningNextWord(to: text) : text
        let span = start.flatMap { start in lastRead.map { start..<$0.span.upperBound } }
        parsed.set(
            parameter.name,
            to: try Self.value(of: written, for: parameter, choosingFrom: supplier),
            typedAt: span)
        positionalIndex += 1
    }

    /// `prefix` and the word after it, as one value (`CHF 7.25`), or `prefix` alone at the end of
    /// the line.
    private mutating func joiningNextWord(to prefix: String) -> String {
        guard cursor < tokens.endIndex, let next = nextToken() else { return prefix }
        return prefix + " " + next.text
    }

    private mutating func longOption(_ body: Substring, choosingFrom supplier: some ChoiceSupplying)
        throws(CommandLineError)
    {
        let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let spelled = "--" + (parts.first ?? "")
        guard let parameter = descriptor.option(named: String(parts.first ?? "")) else {
            throw unknownOption(spelled)
        }
        try apply(
            parameter, spelled: spelled, inlineValue: parts.count > 1 ? String(parts[1]) : nil, choosingFrom: supplier)
    }

    private mutating func shortOption(
        _ short: Character, spelled: String, choosingFrom supplier: some ChoiceSupplying
    ) throws(CommandLineError) {
        guard let parameter = descriptor.option(short: short) else {
            throw unknownOption(spelled)
        }
        try apply(parameter, spelled: spelled, inlineValue: nil, choosingFrom: supplier)
    }

    private mutating func apply(
        _ parameter: Parameter, spelled: String, inlineValue: String?, choosingFrom supplier: some ChoiceSupplying
    ) throws(CommandLineError) {
        guard !givenOptions.contains(parameter.name) else {
            throw CommandLineError(.duplicateOption, Strings.Parser.duplicateOption(spelled))
        }
        givenOptions.append(parameter.name)
        guard case .option = parameter.role else {
            guard inlineValue == nil else {
                throw CommandLineError(.unexpectedOptionValue, Strings.Parser.flagTakesNoValue(spelled))
            }
            parsed.set(parameter.name, to: .flag(true))
            return
        }
        guard let value = inlineValue ?? nextToken()?.text else {
            throw CommandLineError(.missingOptionValue, Strings.Parser.optionNeedsValue(spelled))
        }
        parsed.set(
            parameter.name,
            to: try Self.value(of: value, for: parameter, choosingFrom: supplier),
            typedAt: lastRead?.span)
    }

    private mutating func applyDefault(for option: Parameter, choosingFrom supplier: some ChoiceSupplying)
        throws(CommandLineError)
    {
        switch option.role {
        case .flag:
            parsed.set(option.name, to: .flag(false))
        case .option(let defaultValue?):
            do {
                parsed.set(
                    option.name,
                    to: try Self.value(of: defaultValue, for: option, choosingFrom: supplier))
            } catch {
                throw CommandLineError(
                    .invalidDeclaration,
                    Strings.Declaration.invalidDefault(option.name, command: descriptor.name, reason: error.message)
                )
            }
        case .option(nil), .positional:
            break
        }
    }

    private func unknownOption(_ spelled: String) -> CommandLineError {
        let known = descriptor.options.map { "--" + $0.name }
        let suggestion = Suggestions.closest(to: spelled, among: known).first
        let usage = Strings.Parser.usage(descriptor.usage)
        return CommandLineError(
            .unknownOption,
            Strings.Parser.unknownOption(spelled, command: descriptor.name),
            hint: suggestion.map { Strings.Values.didYouMean($0) + " " + usage }
        )
    }

    /// The value `text` gives `parameter`. The supplier is read through closures that borrow it:
    /// its methods handed on unapplied copied it into a context of their own.
    private static func value(
        of text: String, for parameter: Parameter, choosingFrom supplier: some ChoiceSupplying
    ) throws(CommandLineError) -> ArgumentValue {
        try ValueParser.parse(
            text, for: parameter, choices: { supplier.choices(for: $0) }, keys: { supplier.keys(for: $0) })
    }

    /// The letter of a short option such as `-p`; nil for anything else, including `-5` and `-`.
    private static func shortOptionName(_ text: String) -> Character? {
        guard text.count == 2, text.first == "-", let letter = text.last, letter.isLetter else { return nil }
        return letter
    }
}
