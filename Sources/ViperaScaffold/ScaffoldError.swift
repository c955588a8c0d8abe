public import Foundation

/// Why a scene could not be scaffolded. Nothing is written when any of these is thrown.
public enum ScaffoldError: Error, Equatable, LocalizedError {
    /// The scene's name is not usable.
    case invalidName(String, reason: String)
    /// The target's source folder does not exist.
    case missingTarget(name: String, folder: String)
    /// A file the scene needs is already there; scaffolding never overwrites.
    case fileExists(String)
    /// A file or folder could not be written.
    case writeFailed(path: String, reason: String)

    // MARK: - LocalizedError

    /// What went wrong, in a sentence that follows `error: `.
    public var errorDescription: String? {
        switch self {
        case .invalidName(let name, let reason): ScaffoldStrings.invalidName(name, reason: reason)
        case .missingTarget(let name, let folder): ScaffoldStrings.missingTarget(name, folder: folder)
        case .fileExists(let path): ScaffoldStrings.fileExists(path)
        case .writeFailed(let path, let reason): ScaffoldStrings.writeFailed(path, reason: reason)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .invalidName: ScaffoldStrings.nameHint
        case .missingTarget: ScaffoldStrings.targetHint
        case .fileExists: ScaffoldStrings.existsHint
        case .writeFailed: nil
        }
    }
}
