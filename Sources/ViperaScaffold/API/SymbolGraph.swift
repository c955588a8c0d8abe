import Foundation

/// The part of a symbol graph (what `swift package dump-symbol-graph` writes for a module) that
/// the API baseline reads: each symbol's path and declaration, and what each type conforms to.
struct SymbolGraph: Decodable {
    // MARK: - Nested Types

    struct Module: Decodable {
        let name: String
    }

    struct Identifier: Decodable {
        let precise: String
    }

    struct Fragment: Decodable {
        let spelling: String
    }

    /// A requirement of a constrained extension, such as `Command == Never`.
    struct Constraint: Decodable {
        let kind: String
        let lhs: String
        let rhs: String
    }

    struct Extension: Decodable {
        let constraints: [Constraint]?
    }

    struct Symbol: Decodable {
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]
        let swiftExtension: Extension?
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let targetFallback: String?
    }

    // MARK: - Properties

    let module: Module
    let symbols: [Symbol]
    let relationships: [Relationship]

    // MARK: - Reading

    /// Reads the graph a file holds.
    /// - Throws: ``APIBaselineError/unreadableGraph(_:reason:)`` when it is not a symbol graph.
    static func read(_ url: URL) throws(APIBaselineError) -> SymbolGraph {
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
        } catch {
            throw .unreadableGraph(url.lastPathComponent, reason: error.localizedDescription)
        }
    }
}
