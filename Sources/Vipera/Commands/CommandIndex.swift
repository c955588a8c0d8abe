/// Finds commands by name, alias or unique prefix, case-insensitively.
package struct CommandIndex: Sendable {
    // MARK: - Properties

    /// The descriptors, in declaration order.
    package let descriptors: [CommandDescriptor]

    private let positionsByName: [String: Int]
    private let names: [(name: String, position: Int)]

    // MARK: - Initialization

    /// Indexes `descriptors`; when two commands claim a name, the first keeps it.
    /// - Parameter descriptors: The commands, in their table's order.
    package init(_ descriptors: [CommandDescriptor]) {
        self.descriptors = descriptors
        var positions: [String: Int] = [:]
        var names: [(name: String, position: Int)] = []
        for (position, descriptor) in descriptors.enumerated() {
            for name in descriptor.names {
                let key = name.lowercased()
                guard positions[key] == nil else { continue }
                positions[key] = position
                names.append((key, position))
            }
        }
        positionsByName = positions
        self.names = names
    }

    // MARK: - Lookup

    /// The position of the command whose name or alias is `word`.
    /// - Parameter word: The word typed.
    /// - Returns: The command's position, or nil.
    package func exactMatch(_ word: String) -> Int? {
        positionsByName[Self.key(for: word)]
    }

    /// The positions of the commands with a name or alias starting with `prefix`, each once.
    /// - Parameter prefix: The start of a word, as typed.
    /// - Returns: The commands' positions, in order.
    package func prefixMatches(_ prefix: String) -> [Int] {
        let key = Self.key(for: prefix)
        var positions: [Int] = []
        for entry in names where entry.name.hasPrefix(key) && !positions.contains(entry.position) {
            positions.append(entry.position)
        }
        return positions
    }

    /// Every name and alias, lowercased, for suggestions.
    var allNames: [String] { names.map(\.name) }

    // MARK: - Private

    /// `word` lowercased; a typed command is almost always lowercase already, which a byte scan
    /// tells without building a new string.
    private static func key(for word: String) -> String {
        let isLowercaseASCII = UTF8Bytes.read(word) { bytes in
            bytes.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        }
        return isLowercaseASCII ? word : word.lowercased()
    }
}
