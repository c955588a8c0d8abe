/// One thing that may come next at a point of a command line, with a line of help: what `?`
/// lists.
package struct NextWord: Sendable, Equatable, Encodable {
    // MARK: - Properties

    /// The word, or how it is written (`ACCOUNT`, `--memo MEMO`, `<Enter>`).
    package let word: String
    /// What it is or does; empty for a value listed under its argument.
    package let help: String

    // MARK: - Initialization

    /// Creates an entry.
    /// - Parameters:
    ///   - word: What may be typed next.
    ///   - help: What it does, in a few words.
    package init(_ word: String, _ help: String = "") {
        self.word = word
        self.help = help
    }
}

/// What `?` answers at a point of a command line.
package enum NextWords: Sendable, Equatable {
    /// What may come next.
    case words([NextWord])
    /// The line before the `?` does not parse; nothing may come next.
    case refused(ErrorViewModel)
    /// The `?` is text here, inside quotes or after a backslash: it goes into the line.
    case literal
}

/// Works out what `?` lists: commands at the start of a line, then the command's next argument
/// with its values (account names, categories) and its options, and `<Enter>` once the command is
/// complete. It reads the line the way completion does, from the same declarations.
struct NextWordGuide {
    // MARK: - Constants

    static let valueIndent = "  "

    // MARK: - Properties

    let completer: Completer
    /// What may follow a complete command, listed before `<Enter>`.
    var followers: [NextWord] = []

    // MARK: - Guiding

    /// What may come after `linePrefix`, the text before the `?`.
    func nextWords(after linePrefix: String) -> [NextWord] {
        let scan = Tokenizer.scanPartial(linePrefix)
        let partial = scan.endsBetweenWords ? nil : scan.tokens.last
        let finished = partial == nil ? scan.tokens[...] : scan.tokens.dropLast()
        let typed = partial?.text ?? ""
        switch completer.expectation(of: finished, typed: partial) {
        case .command:
            return commands(startingWith: typed)
        case .optionValue(let option):
            return argument(option, kind: option.kind, typed: typed)
        case .optionName(let descriptor):
            return options(of: descriptor).filter { $0.word.lowercased().hasPrefix(typed.lowercased()) }
        case .argument(let parameter, let descriptor, let isComplete):
            let next =
                parameter.map {
                    argument($0, kind: completer.kind(of: $0, in: descriptor, after: finished), typed: typed)
                }
                ?? []
            guard typed.isEmpty else { return next }
            return next + options(of: descriptor)
                + (isComplete ? followers + [NextWord("<Enter>", Strings.Guide.run)] : [])
        case .nothing:
            return []
        }
    }

    // MARK: - Private

    private func commands(startingWith typed: String) -> [NextWord] {
        let scene = completer.scene?.descriptors ?? []
        let shadowed = Set(completer.globals.descriptors.map { $0.name.lowercased() })
        let all =
            scene.filter { !shadowed.contains($0.name.lowercased()) } + completer.globals.descriptors
            + completer.aliases.descriptors
        return all.filter { descriptor in
            ([descriptor.name] + descriptor.aliases).contains { $0.lowercased().hasPrefix(typed.lowercased()) }
        }
        .map { NextWord($0.usage, $0.summary) }
    }

    /// The argument with what it takes, then its values when it has a list of them, each with
    /// the few words the scene gives about it: a list's entries by number and name, in the
    /// list's order, their descriptions aligned after the names.
    private func argument(_ parameter: Parameter, kind: ArgumentKind, typed: String) -> [NextWord] {
        let heading = NextWord(Usage.label(of: parameter), HelpFormatter.describe(parameter))
        let prefix = typed.lowercased()
        let values = completer.describedValues(for: kind)
        guard case .item = kind else {
            return [heading]
                + Completer.filter(values, startingWith: typed).map {
                    NextWord(Self.valueIndent + $0.value, $0.description)
                }
        }
        let entries = values.enumerated().filter { offset, entry in
            entry.value.lowercased().hasPrefix(prefix) || String(offset + 1).hasPrefix(prefix)
        }
        let nameWidth = entries.map { DisplayWidth.of($0.element.value) }.max() ?? 0
        return [heading]
            + entries.map { offset, entry in
                NextWord(Self.valueIndent + String(offset + 1), Self.aligned(entry, nameWidth: nameWidth))
            }
    }

    /// `entry`'s name, then its description after the widest name of the list.
    private static func aligned(_ entry: DescribedValue, nameWidth: Int) -> String {
        guard !entry.description.isEmpty else { return entry.value }
        let padding = String(repeating: " ", count: nameWidth - DisplayWidth.of(entry.value) + 2)
        return entry.value + padding + entry.description
    }

    private func options(of descriptor: CommandDescriptor) -> [NextWord] {
        descriptor.options.map { option in
            let label = Usage.label(of: option)
            guard case .option = option.role else { return NextWord(label, option.summary) }
            return NextWord(label + " " + option.name.uppercased(), HelpFormatter.describe(option))
        }
    }
}
