import Vipera

/// The aliases of a session, in the order they were defined.
struct AliasTable {
    // MARK: - Constants

    /// The longest alias name.
    static let maximumNameLength = 32

    // MARK: - Properties

    private(set) var aliases: [Alias] = []

    /// Help's and completion's view of them.
    var index: CommandIndex { CommandIndex(aliases.map(\.descriptor)) }

    // MARK: - Lookup

    /// The alias called `name`, exactly.
    subscript(name: String) -> Alias? {
        aliases.first { $0.name == name }
    }

    // MARK: - Changing

    /// Defines or redefines `alias`, unless it would run itself.
    mutating func define(_ alias: Alias) throws(AliasError) {
        if let chain = cycle(from: alias.name, through: alias.commands, path: [alias.name]) {
            throw AliasError.recursive(chain: chain)
        }
        if let existing = aliases.firstIndex(where: { $0.name == alias.name }) {
            aliases[existing] = alias
        } else {
            aliases.append(alias)
        }
    }

    /// Removes the alias called `name`.
    mutating func remove(_ name: String) throws(AliasError) {
        guard let position = aliases.firstIndex(where: { $0.name == name }) else {
            throw AliasError.unknown(name)
        }
        aliases.remove(at: position)
    }

    /// Refuses a name that is not a lower-case word, or that a global command has.
    static func validate(name: String, globals: CommandIndex) throws(AliasError) {
        let isWord =
            name.count <= maximumNameLength && name.first.map { $0.isASCII && $0.isLowercase } == true
            && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" || $0 == "_" }
        guard isWord else { throw AliasError.invalidName(name) }
        guard globals.exactMatch(name) == nil else { throw AliasError.shadowsGlobalCommand(name) }
    }

    // MARK: - Private

    /// The chain of aliases by which `commands` run `name` again, if they do.
    private func cycle(from name: String, through commands: [String], path: [String]) -> [String]? {
        for command in commands {
            guard let word = (try? Tokenizer.tokenize(command))?.first?.text else { continue }
            if word == name {
                return path + [name]
            }
            guard let next = self[word], !path.contains(word),
                let chain = cycle(from: name, through: next.commands, path: path + [word])
            else { continue }
            return chain
        }
        return nil
    }
}
