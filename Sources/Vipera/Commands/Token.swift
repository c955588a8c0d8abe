/// One word of a command line, with quotes and escapes already removed.
public struct Token: Sendable, Equatable {
    // MARK: - Properties

    /// The word's text.
    public let text: String
    /// Whether any part of the word was quoted or escaped; such a word is never read as an option.
    public let isQuoted: Bool
    /// The UTF-8 offset in the line where the word starts.
    public let offset: Int

    // MARK: - Initialization

    /// Creates a token.
    public init(_ text: String, isQuoted: Bool = false, offset: Int = 0) {
        self.text = text
        self.isQuoted = isQuoted
        self.offset = offset
    }
}
