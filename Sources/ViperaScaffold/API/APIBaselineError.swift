public import Foundation

/// Why a library's API could not be read or does not match its baseline.
public enum APIBaselineError: Error, Equatable, LocalizedError {
    /// The folder holds no symbol graph of the module.
    case missingGraph(module: String, folder: String)
    /// A symbol graph is not the JSON the compiler writes.
    case unreadableGraph(String, reason: String)
    /// The module has no baseline file.
    case missingBaseline(module: String, path: String)
    /// The API as built differs from the baseline: the lines added and the lines removed.
    case changed(module: String, added: [String], removed: [String])

    // MARK: - LocalizedError

    /// What went wrong, in a sentence that follows `error: `.
    public var errorDescription: String? {
        switch self {
        case .missingGraph(let module, let folder): ScaffoldStrings.missingSymbolGraph(module, folder: folder)
        case .unreadableGraph(let file, let reason): ScaffoldStrings.unreadableSymbolGraph(file, reason: reason)
        case .missingBaseline(let module, let path): ScaffoldStrings.missingAPIBaseline(module, path: path)
        case .changed(let module, let added, let removed):
            ScaffoldStrings.apiChanged(module, added: added, removed: removed)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .missingGraph, .unreadableGraph: ScaffoldStrings.symbolGraphHint
        case .missingBaseline, .changed: ScaffoldStrings.apiChangedHint
        }
    }
}
