public import Foundation

/// What a documentation archive's coverage report says about its symbols: the report `docc`
/// writes as `documentation-coverage.json` when asked with `--experimental-documentation-coverage`.
///
/// A symbol counts as documented when it has an abstract, its first sentence, and, for a function
/// or an initializer, a line for each of its parameters. Articles and the module's own page are
/// not symbols of the API and are left out.
public struct DocumentationCoverage: Equatable, Sendable {
    // MARK: - Nested Types

    /// One public symbol of the archive.
    public struct Symbol: Equatable, Sendable {
        /// Where the symbol's page is, such as `Vipera/Navigator/push(_:)`.
        public let path: String
        /// What kind of symbol it is, as docc names kinds: `Instance Method`, `Structure`.
        public let kind: String
        /// What its documentation lacks, such as `an abstract`.
        public let lacking: String

        /// Creates a symbol.
        /// - Parameters:
        ///   - path: Where the symbol's page is, such as `Vipera/Navigator/push(_:)`.
        ///   - kind: What kind of symbol it is, as docc names kinds.
        ///   - lacking: What its documentation lacks.
        public init(path: String, kind: String, lacking: String) {
            self.path = path
            self.kind = kind
            self.lacking = lacking
        }
    }

    // MARK: - Properties

    /// How many symbols the archive documents pages for.
    public let symbolCount: Int
    /// The symbols whose documentation lacks an abstract or a parameter, in the order of their paths.
    public let undocumented: [Symbol]

    // MARK: - Initialization

    /// Reads a coverage report.
    /// - Parameter report: The contents of `documentation-coverage.json`.
    /// - Throws: ``DocumentationCheckError/unreadableReport(_:)`` when it is not such a report.
    public init(report: Data) throws(DocumentationCheckError) {
        let entries: [CoverageEntry]
        do {
            entries = try JSONDecoder().decode([CoverageEntry].self, from: report)
        } catch {
            throw .unreadableReport(String(describing: error))
        }
        let symbols = entries.filter { $0.kind.isSymbol && $0.kind.name != "Module" }
        symbolCount = symbols.count
        undocumented = symbols.compactMap(Self.shortfall).sorted { $0.path < $1.path }
    }

    // MARK: - Private

    /// What the entry's documentation lacks; nil when it lacks nothing.
    private static func shortfall(of entry: CoverageEntry) -> Symbol? {
        let lacking: String
        if !entry.hasAbstract {
            lacking = ScaffoldStrings.lackingAbstract
        } else if let parameters = entry.parameters, parameters.documented < parameters.total {
            lacking = ScaffoldStrings.lackingParameters(documented: parameters.documented, of: parameters.total)
        } else {
            return nil
        }
        return Symbol(path: pagePath(of: entry.referencePath), kind: entry.kind.name, lacking: lacking)
    }

    /// `doc://Vipera/documentation/Vipera/Navigator` read as `Vipera/Navigator`.
    private static func pagePath(of reference: String) -> String {
        guard let range = reference.range(of: "/documentation/") else { return reference }
        return String(reference[range.upperBound...])
    }
}
