import Vipera

/// The `$1`, `$@` and `$$` in an alias's commands, and how words replace them.
enum Placeholders {
    // MARK: - Nested Types

    /// What a word of an alias's commands refers to.
    struct Found: Equatable {
        /// The highest `$N`, 0 for none.
        var highest = 0
        /// Whether `$@` appears.
        var takesAll = false
        /// Whether any placeholder, or `$$`, appears.
        var isEmpty = true
    }

    /// A word typed after an alias's name: its text, and how it was written.
    struct Word {
        /// The word with quotes removed.
        let text: String
        /// The word as typed, quotes included, so it stays one word where it is put.
        let written: String
        /// Whether it was quoted or escaped.
        let isQuoted: Bool

        init(token: Token, line: String) {
            text = token.text
            written = String(
                decoding: line.utf8.dropFirst(token.offset).prefix(token.end - token.offset), as: UTF8.self)
            isQuoted = token.isQuoted
        }
    }

    private static let safeCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")

    // MARK: - Scanning

    /// The placeholders in `text`, a word of an alias's commands.
    static func scan(_ text: String) -> Found {
        var found = Found()
        _ = replace(in: text, words: []) { placeholder in
            found.isEmpty = false
            switch placeholder {
            case .all: found.takesAll = true
            case .number(let number): found.highest = max(found.highest, number)
            case .dollar: break
            }
            return ""
        }
        return found
    }

    // MARK: - Substituting

    /// `command` with its placeholders replaced by `words`. A word that is a placeholder alone
    /// becomes the typed word as written; a placeholder inside a word puts the text in, quoted
    /// where the result needs it.
    static func substitute(_ words: [Word], into command: String) -> String {
        guard let tokens = try? Tokenizer.tokenize(command) else { return command }
        var result = ""
        var copied = 0
        for token in tokens {
            guard !scan(token.text).isEmpty else { continue }
            result += String(decoding: command.utf8.dropFirst(copied).prefix(token.offset - copied), as: UTF8.self)
            result += replacement(for: token, words: words)
            copied = token.end
        }
        return result + String(decoding: command.utf8.dropFirst(copied), as: UTF8.self)
    }

    private static func replacement(for token: Token, words: [Word]) -> String {
        if !token.isQuoted, token.text == "$@" {
            return words.map(\.written).joined(separator: " ")
        }
        if !token.isQuoted, token.text.hasPrefix("$"), let number = Int(token.text.dropFirst()), number > 0,
            number <= words.count
        {
            return words[number - 1].written
        }
        let text = replace(in: token.text, words: words) { placeholder in
            switch placeholder {
            case .all: words.map(\.text).joined(separator: " ")
            case .number(let number): number <= words.count ? words[number - 1].text : ""
            case .dollar: "$"
            }
        }
        return token.isQuoted || !text.allSatisfy(safeCharacters.contains) || text.isEmpty
            ? ShellQuoting.singleQuoted(text) : text
    }

    // MARK: - Reading

    private enum Placeholder {
        case number(Int)
        case all
        case dollar
    }

    private static func replace(in text: String, words: [Word], with value: (Placeholder) -> String) -> String {
        var result = ""
        var characters = text[...]
        while let dollar = characters.firstIndex(of: "$") {
            result += characters[..<dollar]
            let rest = characters[characters.index(after: dollar)...]
            if rest.first == "@" || rest.first == "$" {
                result += value(rest.first == "@" ? .all : .dollar)
                characters = rest.dropFirst()
            } else if case let digits = rest.prefix(while: { $0.isASCII && $0.isNumber }), let number = Int(digits),
                number > 0
            {
                result += value(.number(number))
                characters = rest.dropFirst(digits.count)
            } else {
                result += "$"
                characters = rest
            }
        }
        return result + characters
    }
}
