public import Foundation

/// Checks built documentation archives: every public symbol they document has an abstract, and
/// every parameter of their functions and initializers is documented.
public struct DocumentationCheck: Sendable {
    // MARK: - Properties

    /// The name of the report docc writes inside an archive.
    public static let reportName = "documentation-coverage.json"

    // MARK: - Initialization

    /// Creates a check.
    public init() {}

    // MARK: - Checking

    /// Reads the archive's coverage report and says how it stands.
    /// - Parameter archive: A `.doccarchive` folder, or a static site docc wrote.
    /// - Returns: A line that says every symbol is documented.
    /// - Throws: ``DocumentationCheckError`` when the report is missing or unreadable, or names a
    ///   symbol whose documentation lacks an abstract or a parameter.
    public func check(archive: URL) throws(DocumentationCheckError) -> String {
        let name = archive.lastPathComponent
        guard let report = try? Data(contentsOf: archive.appending(path: Self.reportName)) else {
            throw .missingReport(archive: name)
        }
        let coverage = try DocumentationCoverage(report: report)
        guard coverage.undocumented.isEmpty else {
            throw .undocumented(
                archive: name, paths: coverage.undocumented.map { "\($0.kind) \($0.path): \($0.lacking)" })
        }
        return ScaffoldStrings.everySymbolDocumented(name, count: coverage.symbolCount)
    }
}
