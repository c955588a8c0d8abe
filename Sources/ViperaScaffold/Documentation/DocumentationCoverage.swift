public import Foundation

/// What a documentation archive's coverage report says about its symbols: the report `docc`
/// writes as `documentation-coverage.json` when asked with `--experimental-documentation-coverage`.
///
/// A symbol counts as documented when it has an abstract, its first sentence; articles and the
/// module's own page are not symbols of the API and are left out.
public struct DocumentationCoverage: Equatable, Sendable {
    // MARK: - Nested Types

    /// One public symbol of the archive.
    public struct Symbol: Equatable, Sendable {
        /// Where the symbol's page is, such as `Vipera/Navigator/push(_:)`.
        public let path: String
        /// What kind of symbol it is, as docc names kinds: `Instance Method`, `Structure`.
        public let kind: String

        /// Creates a symbol.
        /// - Parameters:
        ///   - path: Where the symbol's page is, such as `Vipera/Navigator/push(_:)`.
        ///   - kind: What kind of symbol it is, as docc names kinds.
        public init(path: String, kind: String) {
            self.path = path
            self.kind = kind
        }
    }

    /// One entry of the report, as docc writes it; only the fields the check reads.
    private struct Entry: Decodable {
        struct Kind: Decodable {
            let name: String
            let isSymbol: Bool
        }

        let referencePath: String
        let kind: Kind
        let hasAbstract: Bool
    }

    // MARK: - Properties

    /// How many symbols the archive documents pages for.
    public let symbolCount: Int
    /// The symbols without an abstract, in the order of their paths.
    public let undocumented: [Symbol]

    // MARK: - Initialization

    /// Reads a coverage report.
    /// - Parameter report: The contents of `documentation-coverage.json`.
    /// - Throws: ``DocumentationCheckError/unreadableReport(_:)`` when it is not such a report.
    public init(report: Data) throws(DocumentationCheckError) {
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: report)
        } catch {
            throw .unreadableReport(String(describing: error))
        }
        let symbols = entries.filter { $0.kind.isSymbol && $0.kind.name != "Module" }
        symbolCount = symbols.count
        undocumented =
            symbols
            .filter { !$0.hasAbstract }
            .map { Symbol(path: Self.pagePath(of: $0.referencePath), kind: $0.kind.name) }
            .sorted { $0.path < $1.path }
    }

    // MARK: - Private

    /// `doc://Vipera/documentation/Vipera/Navigator` read as `Vipera/Navigator`.
    private static func pagePath(of reference: String) -> String {
        guard let range = reference.range(of: "/documentation/") else { return reference }
        return String(reference[range.upperBound...])
    }
}
