/// What can complete a partly typed line: the word being typed and the values that can replace it.
///
/// ```swift
/// let completion = dispatcher.completions(for: "open Ra")
/// // completion.typedWord == "Ra", completion.candidates == ["Rainy day"]
/// // completion.insertion(for: "Rainy day") == "\"Rainy day\""
/// ```
public struct Completion: Sendable, Equatable {
    // MARK: - Properties

    /// The partial word exactly as typed, quotes and backslashes included: what a line editor
    /// removes before inserting a candidate. Empty when a new word starts.
    public let typedWord: String
    /// The values that complete the word, sorted, unquoted.
    public let candidates: [String]

    /// The longest start shared by every candidate, ignoring case for the comparison but keeping
    /// the first candidate's spelling.
    public var commonPrefix: String {
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
    public init(typedWord: String, candidates: [String]) {
        self.typedWord = typedWord
        self.candidates = candidates
    }

    // MARK: - Inserting

    /// `candidate` written so the tokenizer reads it back as one word: in double quotes when it
    /// holds spaces, quotes or backslashes.
    public func insertion(for candidate: String) -> String {
        let needsQuotes = candidate.contains { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }
        guard needsQuotes else { return candidate }
        let escaped = candidate.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
