/// Answers "what could come next?" for a partly typed line: command names for the first word,
/// then option names, then the values of the argument or option being typed (fixed choices, or
/// what the scene supplies). Completion (Tab) gives the words; the guide (`?`) gives them with a
/// line of help each, from the same reading of the line.
struct Completer {
    // MARK: - Nested Types

    /// What the line expects at the cursor.
    enum Expectation {
        /// A command's name.
        case command
        /// The value of this option.
        case optionValue(Parameter)
        /// An option's name, as a word starting with `-` is typed.
        case optionName(CommandDescriptor)
        /// The next argument (nil when every positional is taken) or an option; `isComplete`
        /// when every required positional has been given.
        case argument(Parameter?, of: CommandDescriptor, isComplete: Bool)
        /// Nothing: the first word names no command.
        case nothing
    }

    // MARK: - Properties

    let globals: CommandIndex
    let scene: CommandIndex?
    let choices: (ChoiceSource) -> [String]
    /// A few words about each value a source offers, in the same order, where the scene gives them.
    var describe: (ChoiceSource) -> [String] = { _ in [] }
    /// Names a session expands into other commands: offered as command words, never prefixes.
    var aliases = CommandIndex([])
    /// Where file names come from, for arguments that take a path.
    var files = FileNameCompletion()

    // MARK: - Completing

    /// The completion of `linePrefix`, the text before the cursor.
    func complete(_ linePrefix: String) -> Completion {
        let scan = Tokenizer.scanPartial(linePrefix)
        let partial = scan.endsBetweenWords ? nil : scan.tokens.last
        let finished = partial == nil ? scan.tokens[...] : scan.tokens.dropLast()
        let typed = partial?.text ?? ""
        let raw = partial.map { String(decoding: linePrefix.utf8.dropFirst($0.offset), as: UTF8.self) } ?? ""
        let values: [DescribedValue]
        switch expectation(of: finished, typed: partial) {
        case .command:
            values = (globals.allNames + (scene?.allNames ?? []) + aliases.allNames).map { DescribedValue($0) }
        case .optionValue(let option) where option.kind == .filePath,
            .argument(let option?, _, _) where option.kind == .filePath:
            // File names are matched as the file system spells them, case and all.
            return Completion(typedWord: raw, typedText: typed, candidates: files.candidates(completing: typed))
        case .optionValue(let option): values = describedValues(for: option.kind)
        case .optionName(let descriptor): values = descriptor.options.map { DescribedValue("--" + $0.name) }
        case .argument(let parameter?, let descriptor, _):
            values = describedValues(for: kind(of: parameter, in: descriptor, after: finished))
        case .argument(nil, _, _), .nothing: values = []
        }
        let matching = Self.filter(values, startingWith: typed)
        let descriptions = Dictionary(
            matching.compactMap { value in value.description.isEmpty ? nil : (value.value, value.description) },
            uniquingKeysWith: { first, _ in first })
        return Completion(
            typedWord: raw, typedText: typed, candidates: matching.map(\.value), descriptions: descriptions)
    }

    /// What the line expects after the `finished` words, while `typed` is being typed.
    func expectation(of finished: ArraySlice<Token>, typed: Token?) -> Expectation {
        guard let commandWord = finished.first else { return .command }
        guard let descriptor = resolve(commandWord.text) else { return .nothing }
        return expectation(of: descriptor, arguments: finished.dropFirst(), typed: typed)
    }

    /// The values an argument of `kind` can take: fixed choices, or what the scene supplies or
    /// suggests.
    func values(for kind: ArgumentKind) -> [String] {
        switch kind {
        case .choice(let values): values
        case .dynamicChoice(let source), .item(let source), .suggested(let source): choices(source)
        case .commandName: choices(.commandNames)
        case .integer, .decimal, .text, .formatted, .filePath, .varying: []
        }
    }

    /// ``values(for:)`` each with the few words the scene gives about it, or none.
    func describedValues(for kind: ArgumentKind) -> [DescribedValue] {
        let values = values(for: kind)
        let descriptions: [String] =
            switch kind {
            case .dynamicChoice(let source), .item(let source), .suggested(let source): describe(source)
            default: []
            }
        guard descriptions.count == values.count else { return values.map { DescribedValue($0) } }
        return zip(values, descriptions).map { DescribedValue($0, $1) }
    }

    /// What `parameter` takes after the `finished` words: its own kind, or for a kind that
    /// varies with an earlier argument, the kind that argument's value picks.
    func kind(of parameter: Parameter, in descriptor: CommandDescriptor, after finished: ArraySlice<Token>)
        -> ArgumentKind
    {
        guard case .varying(let earlierName, let kinds) = parameter.kind else { return parameter.kind }
        let positionals = scan(finished.dropFirst(), in: descriptor).positionals
        guard let index = descriptor.positionals.firstIndex(where: { $0.name == earlierName }),
            index < positionals.count
        else { return .text }
        let earlier = descriptor.positionals[index]
        let written = positionals[index].text
        let value: String? =
            switch try? ValueParser.parse(written, for: earlier, choices: choices) {
            case .choice(let value), .text(let value): value
            default: nil
            }
        return value.flatMap { kinds[$0] } ?? .text
    }

    /// `values` whose value starts with `typed`, ignoring case, each value once and sorted.
    static func filter(_ values: [DescribedValue], startingWith typed: String) -> [DescribedValue] {
        let prefix = typed.lowercased()
        var seen: Set<String> = []
        return values.filter { $0.value.lowercased().hasPrefix(prefix) && seen.insert($0.value).inserted }
            .sorted { $0.value < $1.value }
    }

    // MARK: - Private

    private func expectation(of descriptor: CommandDescriptor, arguments: ArraySlice<Token>, typed: Token?)
        -> Expectation
    {
        let (positionals, pendingOption) = scan(arguments, in: descriptor)
        let positionalCount = positionals.count
        if let pendingOption {
            return .optionValue(pendingOption)
        }
        if let typed, isOptionWord(typed) || typed.text == "-" {
            return .optionName(descriptor)
        }
        let required = descriptor.positionals.filter { parameter in
            if case .positional(isOptional: false, _) = parameter.role { return true }
            return false
        }
        return .argument(
            positional(at: positionalCount, in: descriptor), of: descriptor,
            isComplete: positionalCount >= required.count)
    }

    /// The positional words among `arguments`, and the option still waiting for its value.
    private func scan(_ arguments: ArraySlice<Token>, in descriptor: CommandDescriptor)
        -> (positionals: [Token], pendingOption: Parameter?)
    {
        var pendingOption: Parameter?
        var positionals: [Token] = []
        for token in arguments {
            if pendingOption != nil {
                pendingOption = nil
            } else if let option = optionExpectingValue(token, in: descriptor) {
                pendingOption = option
            } else if !isOptionWord(token) {
                positionals.append(token)
            }
        }
        return (positionals, pendingOption)
    }

    private func resolve(_ word: String) -> CommandDescriptor? {
        if let alias = aliases.exactMatch(word) {
            return aliases.descriptors[alias]
        }
        return switch try? CommandResolver.resolve(word, globals: globals, scene: scene) {
        case .global(let position): globals.descriptors[position]
        case .scene(let position): scene?.descriptors[position]
        case nil: nil
        }
    }

    private func positional(at index: Int, in descriptor: CommandDescriptor) -> Parameter? {
        if index < descriptor.positionals.count {
            return descriptor.positionals[index]
        }
        guard let last = descriptor.positionals.last, case .positional(_, isVariadic: true) = last.role else {
            return nil
        }
        return last
    }

    private func optionExpectingValue(_ token: Token, in descriptor: CommandDescriptor) -> Parameter? {
        guard isOptionWord(token), !token.text.utf8.contains(UInt8(ascii: "=")) else { return nil }
        let option =
            token.text.hasPrefix("--")
            ? descriptor.option(named: String(token.text.dropFirst(2)))
            : token.text.last.flatMap(descriptor.option(short:))
        guard let option, case .option = option.role else { return nil }
        return option
    }

    private func isOptionWord(_ token: Token) -> Bool {
        !token.isQuoted && token.text.count >= 2 && token.text.hasPrefix("-")
            && !(token.text.dropFirst().first?.isNumber ?? false)
    }
}

/// A value that may complete a word, with the few words the scene gives about it.
struct DescribedValue: Equatable {
    let value: String
    let description: String

    init(_ value: String, _ description: String = "") {
        self.value = value
        self.description = description
    }
}
