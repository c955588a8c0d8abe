import ArgumentParser
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

    /// Runs `check` on each of `items`, writing the line it returns or the error it throws, and
    /// fails once all have run when any threw: one bad item does not hide the others' results.
    /// - Throws: `ExitCode.failure` when any item failed.
    static func checkEach<Item>(_ items: [Item], _ check: (Item) throws -> String) throws {
        var failed = false
        for item in items {
            do {
                write(try check(item) + "\n", to: .standardOutput)
            } catch {
                reportError(error)
                failed = true
            }
        }
        if failed {
            throw ExitCode.failure
        }
    }
}
