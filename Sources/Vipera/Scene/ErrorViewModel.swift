/// An error ready to show: what went wrong and, when known, how to recover.
///
/// Presenters make one from any error; domain errors that adopt `LocalizedError` provide the
/// message through `errorDescription` and the hint through `recoverySuggestion`.
public struct ErrorViewModel: Sendable, Equatable, Encodable {
    // MARK: - Properties

    /// What went wrong, as one sentence.
    package let message: String
    /// How to recover, or the usage of a command.
    package let hint: String?
    /// The place in the typed line that the error is about, for a command line that did not parse.
    package let caret: SourceCaret?
    /// Whether the caret's line is written out with it even at a terminal, because it is not
    /// the line on the screen: a command that an alias ran, say.
    package let repeatsLine: Bool

    // MARK: - Initialization

    /// Creates a view model from its parts.
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - hint: How to recover, when known.
    ///   - caret: The place in the typed line the error is about.
    ///   - repeatsLine: Whether the caret's line is written out even at a terminal, as for a command an alias ran.
    public init(message: String, hint: String? = nil, caret: SourceCaret? = nil, repeatsLine: Bool = false) {
        self.message = message
        self.hint = hint
        self.caret = caret
        self.repeatsLine = repeatsLine
    }

    /// Creates the view model for any error.
    /// - Parameter error: Any error; a `LocalizedError` gives its description and recovery suggestion.
    public init(_ error: any Error) {
        let described = DescribedError(error)
        self.init(message: described.message, hint: described.hint)
    }

    // MARK: - Deriving

    /// The same error with `note` as the last line of its hint: what the refusal did, such as a
    /// piece of a multi-step command it cleared. Itself when `note` is nil.
    ///
    /// ```swift
    /// ErrorViewModel(error).addingNote("The amount is cleared.")
    /// ```
    /// - Parameter note: The sentence that ends the hint; nil adds nothing.
    /// - Returns: The view model with the note.
    public func addingNote(_ note: String?) -> ErrorViewModel {
        guard let note else { return self }
        return ErrorViewModel(
            message: message, hint: hint.map { $0 + "\n" + note } ?? note, caret: caret, repeatsLine: repeatsLine)
    }
}
