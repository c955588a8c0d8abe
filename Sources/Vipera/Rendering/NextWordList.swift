/// What `?` lists: each word that may come next beside its line of help, or a note that nothing
/// more may come.
package struct NextWordList: Renderable {
    // MARK: - Properties

    /// The words, in the order the guide gives them.
    package let words: [NextWord]

    // MARK: - Initialization

    /// Creates the list.
    /// - Parameter words: What may be typed next, in order.
    package init(words: [NextWord]) {
        self.words = words
    }

    // MARK: - Renderable

    /// Two columns, word and help, wrapping the help; a note when the list is empty.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    package func render(into buffer: inout TextBuffer, context: RenderContext) {
        guard !words.isEmpty else {
            Paragraph(Strings.Guide.nothingMore).render(into: &buffer, context: context)
            return
        }
        Table(
            columns: [Table.Column("", overflow: .wrap), Table.Column("", overflow: .wrap)],
            rows: words.map { ["  " + $0.word, $0.help] },
            showsHeader: false
        )
        .render(into: &buffer, context: context)
    }
}
