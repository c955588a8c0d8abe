#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Why a typed line could not become a command. Carries the message, a hint (the usage, or what
/// was probably meant) and, where it applies, the column of the offending input.
///
/// Parse errors never reach a scene: the dispatcher reports them on the console.
public struct CommandLineError: Error, Sendable, Equatable, LocalizedError {
    // MARK: - Nested Types

    /// The kind of mistake, for tests and for tools that react to particular errors.
    public enum Kind: Sendable, Equatable {
        /// A quote was opened and never closed.
        case unterminatedQuote
        /// The line ends with a backslash that escapes nothing.
        case danglingEscape
        /// The first word names no command.
        case unknownCommand
        /// The first word is the start of several commands.
        case ambiguousCommand
        /// The first word is only the start of a command that changes data or writes files,
        /// which runs only by its whole name.
        case abbreviatedCommand
        /// A required argument is missing.
        case missingArgument
        /// There are more arguments than the command takes.
        case unexpectedArgument
        /// A value is not what the parameter accepts.
        case invalidValue
        /// An option or flag the command does not have.
        case unknownOption
        /// An option was given without its value.
        case missingOptionValue
        /// An option or flag was given twice.
        case duplicateOption
        /// A flag was given a value.
        case unexpectedOptionValue
        /// The command's own validation refused the arguments.
        case validationFailed
        /// The command's declaration does not match how it reads its arguments: a bug in the app.
        case invalidDeclaration
        /// The command has effects (``CommandEffects``) where only navigation is allowed, as in a
        /// deep link.
        case effectNotAllowed
    }

    // MARK: - Properties

    /// The kind of mistake.
    package let kind: Kind
    /// What is wrong, as one sentence.
    package let message: String
    /// The usage of the command, or what was probably meant.
    package let hint: String?
    /// The 1-based column (in characters) where the offending input starts, when known.
    package let column: Int?
    /// The offending input, as UTF-8 offsets in the line, when known: what an error's caret
    /// underlines.
    package let span: Range<Int>?

    // MARK: - Initialization

    /// Creates an error.
    /// - Parameters:
    ///   - kind: What went wrong, for programs.
    ///   - message: What went wrong, for people.
    ///   - hint: How to type it instead, such as the usage.
    ///   - column: The column of the line the error points at, from 1.
    ///   - span: The UTF-8 offsets of the line the error is about, for the caret.
    public init(_ kind: Kind, _ message: String, hint: String? = nil, column: Int? = nil, span: Range<Int>? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.column = column
        self.span = span
    }

    // MARK: - LocalizedError

    /// The message.
    public var errorDescription: String? { message }

    /// The hint.
    public var recoverySuggestion: String? { hint }

    // MARK: - Deriving

    /// The same error with a hint, keeping an existing one.
    func withHint(_ fallback: String) -> CommandLineError {
        CommandLineError(kind, message, hint: hint ?? fallback, column: column, span: span)
    }

    /// The error as the console reports it, with a caret under its span of `line`.
    /// - Parameter line: The line the error is about.
    /// - Returns: The message, hint and caret.
    package func viewModel(on line: String) -> ErrorViewModel {
        ErrorViewModel(message: message, hint: hint, caret: span.map { SourceCaret(line: line, span: $0) })
    }

    /// The same error with `note` after its hint: what the refusal did, such as a piece of a
    /// multi-step command it forgot.
    func addingNote(_ note: String?) -> CommandLineError {
        guard let note else { return self }
        return CommandLineError(
            kind, message, hint: hint.map { $0 + "\n" + note } ?? note, column: column, span: span)
    }

    /// The same error pointing at `fallback`, keeping a span it already has.
    func located(at fallback: Range<Int>) -> CommandLineError {
        CommandLineError(kind, message, hint: hint, column: column, span: span ?? fallback)
    }
}
