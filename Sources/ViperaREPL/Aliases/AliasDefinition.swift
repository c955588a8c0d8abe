import Vipera

/// A line that defines an alias: `alias NAME = COMMANDS`, read raw, so that the commands keep
/// their `|`, `>` and quotes until the alias runs. The commands may also be quoted whole, as in
/// a shell: `alias frozen='cards | include frozen'`.
struct AliasDefinition: Equatable {
    // MARK: - Constants

    private static let keyword = "alias"

    // MARK: - Properties

    /// The name being defined.
    let name: String
    /// The commands, after the `=`.
    let commands: String

    // MARK: - Initialization

    /// A definition of `name` as `commands`.
    init(name: String, commands: String) {
        self.name = name
        self.commands = commands
    }

    /// The definition on `line`; nil when the line is not one (`alias` alone, or `alias NAME`).
    init?(_ line: String) {
        guard Self.startsWithKeyword(line) else { return nil }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(Self.keyword) else { return nil }
        let rest = trimmed.dropFirst(Self.keyword.count)
        guard let space = rest.first, space == " " || space == "\t", let equals = rest.firstIndex(of: "=") else {
            return nil
        }
        name = rest[..<equals].trimmingBlanks()
        let body = rest[rest.index(after: equals)...].trimmingBlanks()
        if let tokens = try? Tokenizer.tokenize(body), tokens.count == 1, let only = tokens.first,
            body.first == "'" || body.first == "\"", only.end == body.utf8.count
        {
            commands = only.text.trimmingBlanks()
        } else {
            commands = body
        }
    }

    // MARK: - Private

    /// Whether the line's first word begins with `alias`, read as bytes: every line typed is
    /// asked, and almost none is a definition, so most are turned away in a few comparisons.
    private static func startsWithKeyword(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            var start = 0
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
                start += 1
            }
            return UnsafeBufferPointer(rebasing: bytes[start...]).starts(with: keywordBytes)
        }
    }

    private static let keywordBytes = Array(keyword.utf8)
}
