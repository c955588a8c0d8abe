@_spi(Dispatch) package import Vipera

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a transcript file could not be read: where, and what is wrong with the line.
package struct TranscriptError: Error, Equatable, Sendable, LocalizedError {
    // MARK: - Properties

    /// Where the faulty line is; nil when the file could not be read at all.
    package let location: InputLocation?
    /// What is wrong with it.
    package let message: String
    /// How to write it instead.
    package let hint: String?

    // MARK: - Initialization

    /// Creates the error for a faulty line.
    /// - Parameters:
    ///   - file: The transcript's name.
    ///   - line: The faulty line's number, counted from 1.
    ///   - message: What is wrong with it.
    ///   - hint: How to write it instead.
    package init(file: String, line: Int, message: String, hint: String? = nil) {
        location = InputLocation(file: file, line: line)
        self.message = message
        self.hint = hint
    }

    /// Creates the error for a file that could not be read, with the system's reason.
    /// - Parameters:
    ///   - path: The file that could not be read.
    ///   - reason: The system's reason.
    package init(unreadable path: String, reason: String) {
        location = nil
        message = Strings.Transcripts.cannotRead(path, reason)
        hint = Strings.Scripts.cannotOpenHint
    }

    // MARK: - LocalizedError

    /// What is wrong; a console shows ``location`` in front of it.
    package var errorDescription: String? { message }

    /// How to write the line instead.
    package var recoverySuggestion: String? { hint }
}
