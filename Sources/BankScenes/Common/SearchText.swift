import Vipera

/// The words of a search, in an account's list and across every account: one rule for both.
enum SearchText {
    /// The words of `search TEXT` at Home, in Accounts and in a search.
    static let words = TypedParameter.words("TEXT", Strings.Search.textArgument)

    /// Refuses text with no letter or digit: words are runs of those, so such text would match
    /// everything or nothing.
    static func check(_ text: String) throws(TransactionsError) {
        guard text.contains(where: { $0.isLetter || $0.isNumber }) else { throw .nothingToSearchFor(text) }
    }

    /// `text`, refused as the line is read when it has nothing to search for, so a refused search
    /// opens no scene.
    static func searchable(_ text: String) throws -> String {
        do {
            try check(text)
        } catch {
            throw CommandValidationError(error.errorDescription ?? text, hint: error.recoverySuggestion)
        }
        return text
    }
}
