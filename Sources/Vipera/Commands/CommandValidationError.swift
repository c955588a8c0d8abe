#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Thrown from a command's builder when the arguments parse but do not make sense together, such
/// as a `to` date before a `from` date. The dispatcher reports it with the command's usage.
///
/// ```swift
/// CommandSpec("filter", summary: "Filter the list", parameters: parameters) { arguments in
///     guard from <= to else { throw CommandValidationError("'from' must not be after 'to'") }
///     return .filter(from: from, to: to)
/// }
/// ```
public struct CommandValidationError: Error, Sendable, Equatable, LocalizedError {
    // MARK: - Properties

    /// What is wrong.
    package let message: String
    /// How to fix it; the command's usage is shown when there is none.
    package let hint: String?

    // MARK: - Initialization

    /// Creates a validation error.
    /// - Parameters:
    ///   - message: What is wrong with the values.
    ///   - hint: How to type them instead.
    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    // MARK: - LocalizedError

    /// The message.
    public var errorDescription: String? { message }

    /// The hint.
    public var recoverySuggestion: String? { hint }
}
