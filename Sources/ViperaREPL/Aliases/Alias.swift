import Vipera

/// A name for one or more commands, defined with `alias NAME = COMMANDS`. Commands are separated
/// by `;`; `$1`, `$2` … stand for the words given after the name, `$@` for all of them, and `$$`
/// for a `$`. Without placeholders, the words given are added to the last command, as a shell
/// alias does.
struct Alias: Equatable {
    // MARK: - Properties

    /// The name typed to run it.
    let name: String
    /// The commands as defined, after the `=`.
    let definition: String
    /// The commands, in order.
    let commands: [String]
    /// The highest `$N` used, 0 when none is.
    let argumentCount: Int
    /// Whether `$@` is used.
    let takesAllArguments: Bool

    /// Whether the commands use placeholders at all.
    var usesPlaceholders: Bool { argumentCount > 0 || takesAllArguments }

    /// How help and completion show it.
    var descriptor: CommandDescriptor {
        let parameter: Parameter? =
            if takesAllArguments || !usesPlaceholders {
                .variadic("WORDS", Strings.Aliases.wordsArgument, isOptional: !takesAllArguments || argumentCount == 0)
            } else {
                .variadic("WORDS", Strings.Aliases.countedWordsArgument(argumentCount))
            }
        return CommandDescriptor(
            name: name, summary: Strings.Aliases.summary(definition), parameters: parameter.map { [$0] } ?? [])
    }

    // MARK: - Initialization

    /// Reads `definition`; refuses commands that do not split into words.
    init(name: String, definition: String) throws(AliasError) {
        self.name = name
        self.definition = definition
        commands = CommandSeparator.split(definition).filter { !$0.isEmpty }
        guard !commands.isEmpty else { throw AliasError.noCommands(name: name) }
        var highest = 0
        var takesAll = false
        for command in commands {
            let tokens: [Token]
            do {
                tokens = try Tokenizer.tokenize(command)
            } catch {
                throw AliasError.unreadableCommand(name: name, command: command, reason: error.message)
            }
            for token in tokens {
                let placeholders = Placeholders.scan(token.text)
                highest = max(highest, placeholders.highest)
                takesAll = takesAll || placeholders.takesAll
            }
        }
        argumentCount = highest
        takesAllArguments = takesAll
    }

    // MARK: - Expanding

    /// The command lines a use of the alias runs, given the words typed after its name in
    /// `line`.
    func expand(arguments: ArraySlice<Token>, in line: String) throws(AliasError) -> [String] {
        let words = arguments.map { Placeholders.Word(token: $0, line: line) }
        guard usesPlaceholders else {
            return commands.dropLast() + [appending(words, to: commands[commands.count - 1])]
        }
        guard words.count >= argumentCount else {
            throw AliasError.missingArguments(name: name, needed: argumentCount, given: words.count)
        }
        guard takesAllArguments || words.count == argumentCount else {
            throw AliasError.extraArguments(name: name, taken: argumentCount, given: words.count)
        }
        return commands.map { Placeholders.substitute(words, into: $0) }
    }

    /// `command` with `words` added before its first filter or redirection.
    private func appending(_ words: [Placeholders.Word], to command: String) -> String {
        guard !words.isEmpty else { return command }
        let tokens = (try? Tokenizer.tokenize(command)) ?? []
        let insertion = tokens.first(where: CommandPipeline.isStageStart)?.offset ?? command.utf8.count
        let head = String(decoding: command.utf8.prefix(insertion), as: UTF8.self)
        let tail = String(decoding: command.utf8.dropFirst(insertion), as: UTF8.self)
        let trimmedHead = head.hasSuffix(" ") ? String(head.dropLast()) : head
        let added = words.map(\.written).joined(separator: " ")
        return trimmedHead + " " + added + (tail.isEmpty ? "" : " " + tail)
    }
}
