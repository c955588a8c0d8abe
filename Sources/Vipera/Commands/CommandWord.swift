/// One word of a command line written so the tokenizer reads it back as one word: in double
/// quotes when it holds blanks, quotes, a backslash, `;`, `?` or `#`, starts with a dash, or is
/// empty. For scenes that write commands, such as their ``LinkableScene/linkSteps``.
///
/// ```swift
/// CommandWord.quoted("fresh market")   // "\"fresh market\""
/// CommandWord.quoted("groceries")      // "groceries"
/// ```
public enum CommandWord {
    // MARK: - Constants

    private static let quote: Character = "\""

    // MARK: - Quoting

    /// `text` as one word of a command line.
    public static func quoted(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty || text.contains { $0.isWhitespace || "\"'\\;?#".contains($0) } || text.hasPrefix("-")
        guard needsQuotes else { return text }
        let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return String(quote) + escaped + String(quote)
    }
}
