import Foundation

/// The tool's output: results on standard output, errors with their hints on standard error.
enum StandardStreams {
    /// Writes `text` as it is.
    static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }

    /// Writes `error: MESSAGE` and, when the error has one, its hint on the next line.
    static func reportError(_ error: any Error) {
        let localized = error as? any LocalizedError
        var text = "error: " + (localized?.errorDescription ?? String(describing: error)) + "\n"
        if let hint = localized?.recoverySuggestion {
            text += "  " + hint + "\n"
        }
        write(text, to: .standardError)
    }
}
