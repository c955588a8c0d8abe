/// Answers "what could come next?" for a partly typed line: command names for the first word,
/// then option names, then the values of the argument or option being typed (fixed choices, or
/// what the scene supplies).
struct Completer {
    // MARK: - Properties

    let globals: CommandIndex
    let scene: CommandIndex?
    let choices: (ChoiceSource) -> [String]

    // MARK: - Completing

    /// The completion of `linePrefix`, the text before the cursor.
    func complete(_ linePrefix: String) -> Completion {
        let scan = Tokenizer.scanPartial(linePrefix)
        let partial = scan.endsBetweenWords ? nil : scan.tokens.last
        let finished = partial == nil ? scan.tokens[...] : scan.tokens.dropLast()
        let typed = partial?.text ?? ""
        let raw = partial.map { String(decoding: linePrefix.utf8.dropFirst($0.offset), as: UTF8.self) } ?? ""
        let values: [String]
        if let commandWord = finished.first {
            values = argumentValues(command: commandWord.text, arguments: finished.dropFirst(), typed: partial)
        } else {
            values = globals.allNames + (scene?.allNames ?? [])
        }
        return Completion(typedWord: raw, typedText: typed, candidates: Self.filter(values, startingWith: typed))
    }

    // MARK: - Private

    private func argumentValues(command: String, arguments: ArraySlice<Token>, typed: Token?) -> [String] {
        guard let descriptor = resolve(command) else { return [] }
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
            return values(for: pendingOption.kind)
        }
        if let typed, isOptionWord(typed) || typed.text == "-" {
            return descriptor.options.map { "--" + $0.name }
        }
        guard let parameter = positional(at: positionalCount, in: descriptor) else { return [] }
        return values(for: parameter.kind)
    }

    private func resolve(_ word: String) -> CommandDescriptor? {
        switch try? CommandResolver.resolve(word, globals: globals, scene: scene) {
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

    private func values(for kind: ArgumentKind) -> [String] {
        switch kind {
        case .choice(let values): values
        case .dynamicChoice(let source), .item(let source): choices(source)
        case .commandName: choices(.commandNames)
        case .integer, .decimal, .text: []
        }
    }

    private static func filter(_ values: [String], startingWith typed: String) -> [String] {
        let prefix = typed.lowercased()
        var seen: Set<String> = []
        return values.filter { $0.lowercased().hasPrefix(prefix) && seen.insert($0).inserted }.sorted()
    }
}
