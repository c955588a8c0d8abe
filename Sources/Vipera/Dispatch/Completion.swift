/// What can complete a partly typed line: the word being typed and the values that can replace it.
///
/// ```swift
/// let completion = dispatcher.completions(for: "open Ra")
/// // completion.typedWord == "Ra", completion.candidates == ["Rainy day"]
/// // completion.insertion(for: "Rainy day") == "\"Rainy day\""
/// ```
package struct Completion: Sendable, Equatable {
    // MARK: - Properties

    /// The partial word exactly as typed, quotes and backslashes included: what a line editor
    /// removes before inserting a candidate. Empty when a new word starts.
    package let typedWord: String
    /// The partial word as the tokenizer reads it, quotes and escapes removed.
    package let typedText: String
    /// The values that complete the word, sorted, unquoted.
    package let candidates: [String]
    /// A few words about a candidate, where the scene describes its values
    /// (``DescribedChoiceScene``); candidates without one are absent.
    package let descriptions: [String: String]

    /// The longest start shared by every candidate, ignoring case for the comparison but keeping
    /// the first candidate's spelling.
    package var commonPrefix: String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.lowercased().hasPrefix(prefix.lowercased()) {
                prefix.removeLast()
            }
        }
        return prefix
    }

    // MARK: - Initialization

    /// Creates a completion.
    /// - Parameters:
    ///   - typedWord: The partial word exactly as typed.
    ///   - typedText: The partial word unquoted; the typed word when omitted.
    ///   - candidates: The values that complete it.
    ///   - descriptions: A few words about some of the candidates, by candidate.
    package init(
        typedWord: String, typedText: String? = nil, candidates: [String], descriptions: [String: String] = [:]
    ) {
        self.typedWord = typedWord
        self.typedText = typedText ?? typedWord
        self.candidates = candidates
        self.descriptions = descriptions
    }

    // MARK: - Inserting

    /// `candidate` written so the tokenizer reads it back as one word: in double quotes when it
    /// holds spaces, quotes or backslashes.
    /// - Parameter candidate: One of ``candidates``.
    /// - Returns: The text that replaces the word typed.
    package func insertion(for candidate: String) -> String {
        guard Self.needsQuotes(candidate) else { return candidate }
        return partialInsertion(for: candidate) + "\""
    }

    /// The start of a word, written so more can be typed after it: `prefix` as is, or after an
    /// opening double quote (which ``insertion(for:)`` would close) when it needs quoting.
    /// - Parameter prefix: The start the candidates share.
    /// - Returns: The text that replaces the word typed.
    package func partialInsertion(for prefix: String) -> String {
        guard Self.needsQuotes(prefix) || typedWord.hasPrefix("\"") else { return prefix }
        return "\"" + prefix.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }

    // MARK: - Private

    private static func needsQuotes(_ text: String) -> Bool {
        text.contains { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }
    }
}
