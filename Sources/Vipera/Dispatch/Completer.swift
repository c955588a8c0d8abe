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
        let values: [String]
        switch expectation(of: finished, typed: partial) {
        case .command: values = globals.allNames + (scene?.allNames ?? []) + aliases.allNames
        case .optionValue(let option) where option.kind == .filePath,
            .argument(let option?, _, _) where option.kind == .filePath:
            // File names are matched as the file system spells them, case and all.
            return Completion(typedWord: raw, typedText: typed, candidates: files.candidates(completing: typed))
        case .optionValue(let option): values = self.values(for: option.kind)
        case .optionName(let descriptor): values = descriptor.options.map { "--" + $0.name }
        case .argument(let parameter, _, _): values = parameter.map { self.values(for: $0.kind) } ?? []
        case .nothing: values = []
        }
        return Completion(typedWord: raw, typedText: typed, candidates: Self.filter(values, startingWith: typed))
    }

    /// What the line expects after the `finished` words, while `typed` is being typed.
    func expectation(of finished: ArraySlice<Token>, typed: Token?) -> Expectation {
        guard let commandWord = finished.first else { return .command }
        guard let descriptor = resolve(commandWord.text) else { return .nothing }
        return expectation(of: descriptor, arguments: finished.dropFirst(), typed: typed)
    }

    /// The values an argument of `kind` can take: fixed choices, or what the scene supplies.
    func values(for kind: ArgumentKind) -> [String] {
        switch kind {
        case .choice(let values): values
        case .dynamicChoice(let source), .item(let source): choices(source)
        case .commandName: choices(.commandNames)
        case .integer, .decimal, .text, .formatted, .filePath: []
        }
    }

    /// `values` that start with `typed`, ignoring case, each once and sorted.
    static func filter(_ values: [String], startingWith typed: String) -> [String] {
        let prefix = typed.lowercased()
        var seen: Set<String> = []
        return values.filter { $0.lowercased().hasPrefix(prefix) && seen.insert($0).inserted }.sorted()
    }

    // MARK: - Private

    private func expectation(of descriptor: CommandDescriptor, arguments: ArraySlice<Token>, typed: Token?)
        -> Expectation
    {
        var pendingOption: Parameter?
        var positionalCount = 0
        for token in arguments {
            if pendingOption != nil {
                pendingOption = nil
            } else if let option = optionExpectingValue(token, in: descriptor) {
                pendingOption = option
            } else if !isOptionWord(token) {
                positionalCount += 1
            }
        }
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
