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
    /// A command name that cannot be typed as one word.
    case invalidCommand(String, reason: String)
    /// An `--argument` that does not read as `NAME:KIND`.
    case invalidArgument(String, reason: String)
    /// A scene file without the declaration a new command is added to.
    case anchorMissing(path: String, anchor: String)
    /// The scene already has the command.
    case commandExists(String, scene: String)
    /// No folder for the scene.
    case missingScene(String, folder: String)

    // MARK: - LocalizedError

    /// What went wrong, in a sentence that follows `error: `.
    public var errorDescription: String? {
        switch self {
        case .invalidName(let name, let reason): ScaffoldStrings.invalidName(name, reason: reason)
        case .missingTarget(let name, let folder): ScaffoldStrings.missingTarget(name, folder: folder)
        case .fileExists(let path): ScaffoldStrings.fileExists(path)
        case .writeFailed(let path, let reason): ScaffoldStrings.writeFailed(path, reason: reason)
        case .invalidCommand(let name, let reason): ScaffoldStrings.invalidCommand(name, reason: reason)
        case .invalidArgument(let text, let reason): ScaffoldStrings.invalidArgument(text, reason: reason)
        case .anchorMissing(let path, let anchor): ScaffoldStrings.anchorMissing(path, anchor: anchor)
        case .commandExists(let name, let scene): ScaffoldStrings.commandExists(name, scene: scene)
        case .missingScene(let scene, let folder): ScaffoldStrings.missingScene(scene, folder: folder)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .invalidName: ScaffoldStrings.nameHint
        case .missingTarget: ScaffoldStrings.targetHint
        case .fileExists: ScaffoldStrings.existsHint
        case .writeFailed: nil
        case .invalidCommand, .invalidArgument, .commandExists: ScaffoldStrings.commandHint
        case .anchorMissing: ScaffoldStrings.anchorHint
        case .missingScene: ScaffoldStrings.targetHint
        }
    }
}
