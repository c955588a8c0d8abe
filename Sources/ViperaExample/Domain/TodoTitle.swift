/// The rules a todo's title follows.
enum TodoTitle {
    /// The longest title accepted, in characters.
    static let maximumLength = 80

    /// `text` trimmed, or the error that says why it cannot be a title.
    static func validated(_ text: String) throws(TodoError) -> String {
        // Blanks at either end, as Foundation's `.whitespaces` trims them; the example needs no
        // Foundation for it, so an app like it links none.
        let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
        let trimmed = String(text.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
        guard !trimmed.isEmpty else { throw TodoError.emptyTitle }
        guard trimmed.count <= maximumLength else { throw TodoError.titleTooLong(limit: maximumLength) }
        return trimmed
    }
}
