/// One word of a command line, with quotes and escapes already removed.
package struct Token: Sendable, Equatable {
    // MARK: - Properties

    /// The word's text.
    package let text: String
    /// Whether any part of the word was quoted or escaped; such a word is never read as an option.
    package let isQuoted: Bool
    /// The UTF-8 offset in the line where the word starts.
    package let offset: Int
    /// The UTF-8 offset in the line just after the word, closing quotes included.
    package let end: Int

    /// Where the word is in the line, as UTF-8 offsets, for an error's caret.
    package var span: Range<Int> { offset..<max(offset, end) }

    // MARK: - Initialization

    /// Creates a token.
    /// - Parameters:
    ///   - text: The word's text, without its quotes and escapes.
    ///   - isQuoted: Whether any part of the word was quoted or escaped.
    ///   - offset: The UTF-8 offset in the line where the word starts.
    ///   - end: Where the word ends in the line; the end of its text unless told.
    package init(_ text: String, isQuoted: Bool = false, offset: Int = 0, end: Int? = nil) {
        self.text = text
        self.isQuoted = isQuoted
        self.offset = offset
        self.end = end ?? offset + text.utf8.count
    }
}
