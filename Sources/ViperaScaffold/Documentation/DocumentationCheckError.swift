public import Foundation

/// Why an archive's documentation does not pass the check.
public enum DocumentationCheckError: Error, Equatable, LocalizedError {
    /// The archive has no coverage report.
    case missingReport(archive: String)
    /// The report is not the JSON docc writes.
    case unreadableReport(String)
    /// Public symbols whose documentation lacks an abstract or a parameter, each with what it lacks.
    case undocumented(archive: String, paths: [String])

    // MARK: - LocalizedError

    /// What went wrong, in a sentence that follows `error: `.
    public var errorDescription: String? {
        switch self {
        case .missingReport(let archive): ScaffoldStrings.missingCoverageReport(archive)
        case .unreadableReport(let reason): ScaffoldStrings.unreadableCoverageReport(reason)
        case .undocumented(let archive, let paths): ScaffoldStrings.undocumentedSymbols(archive, paths: paths)
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .missingReport, .unreadableReport: ScaffoldStrings.coverageReportHint
        case .undocumented: ScaffoldStrings.undocumentedSymbolsHint
        }
    }
}
