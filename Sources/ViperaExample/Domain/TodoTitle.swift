import Foundation

/// The rules a todo's title follows.
enum TodoTitle {
    /// The longest title accepted, in characters.
    static let maximumLength = 80

    /// `text` trimmed, or the error that says why it cannot be a title.
    static func validated(_ text: String) throws(TodoError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw TodoError.emptyTitle }
        guard trimmed.count <= maximumLength else { throw TodoError.titleTooLong(limit: maximumLength) }
        return trimmed
    }
}
