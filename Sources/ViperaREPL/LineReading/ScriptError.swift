#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a script could not be run.
package enum ScriptError: Error, Equatable, Sendable, LocalizedError {
    /// The file could not be opened, with the system's reason.
    case cannotOpen(path: String, reason: String)
    /// `source` was nested deeper than the limit.
    case nestedTooDeep(limit: Int)
    /// A recorded transcript could not be written, with the system's reason.
    case cannotWriteTranscript(path: String, reason: String)

    // MARK: - LocalizedError

    /// What went wrong.
    package var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let reason): Strings.Scripts.cannotOpen(path, reason: reason)
        case .nestedTooDeep(let limit): Strings.Scripts.nestedTooDeep(limit)
        case .cannotWriteTranscript(let path, let reason): Strings.Transcripts.cannotWrite(path, reason)
        }
    }

    /// What to do about it.
    package var recoverySuggestion: String? {
        switch self {
        case .cannotOpen: Strings.Scripts.cannotOpenHint
        case .nestedTooDeep: Strings.Scripts.nestedTooDeepHint
        case .cannotWriteTranscript: Strings.Transcripts.cannotWriteHint
        }
    }
}
