public import Foundation

/// A library's public API as text, one line a declaration and one a conformance, sorted: the
/// baseline a repository keeps beside the code, so that a new public symbol, a removed one or a
/// changed signature shows in review as a changed line.
public struct APIBaseline: Equatable, Sendable {
    // MARK: - Properties

    /// The library's name.
    public let module: String
    /// The lines, sorted, without repeats.
    public let lines: [String]

    // MARK: - Initialization

    /// The API of `module` in the symbol graphs of a folder: its own graph, and the graphs of
    /// what it declares on other modules' types (`MODULE@OTHER.symbols.json`).
    /// - Parameters:
    ///   - module: The library's name.
    ///   - folder: Where `swift package dump-symbol-graph` wrote the graphs.
    /// - Throws: ``APIBaselineError`` when the module has no graph there or one is unreadable.
    public init(module: String, symbolGraphsIn folder: URL) throws(APIBaselineError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
        guard files.contains("\(module).symbols.json") else {
            throw .missingGraph(module: module, folder: folder.path)
        }
        var lines: Set<String> = []
        for file in files {
            lines.formUnion(Self.lines(of: try SymbolGraph.read(folder.appending(path: file))))
        }
        self.init(module: module, lines: lines)
    }

    /// The API a baseline file holds.
    /// - Parameters:
    ///   - module: The library's name.
    ///   - text: The file's text; lines beginning with `#` are comments.
    public init(module: String, text: String) {
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        self.init(module: module, lines: Set(lines))
    }

    private init(module: String, lines: Set<String>) {
        self.module = module
        self.lines = lines.sorted()
    }

    // MARK: - Text

    /// The file that keeps this baseline: a header that says how it is made and checked, then
    /// the lines.
    public var text: String {
        ([ScaffoldStrings.apiBaselineHeader(module)] + lines).joined(separator: "\n") + "\n"
    }

    /// The lines of `other` that this baseline lacks (added) and the lines of this one `other`
    /// lacks (removed), each sorted.
    /// - Parameter other: The API as built.
    public func changes(to other: APIBaseline) -> (added: [String], removed: [String]) {
        let mine = Set(lines)
        let theirs = Set(other.lines)
        return (other.lines.filter { !mine.contains($0) }, lines.filter { !theirs.contains($0) })
    }

    // MARK: - Private

    /// Swift writes symbols a type gets from its protocols (an Equatable's `!=`) into the graph
    /// of every conforming type; they are the protocol's API, not the library's.
    private static let synthesizedMark = "::SYNTHESIZED::"

    private static func lines(of graph: SymbolGraph) -> Set<String> {
        let own = graph.symbols.filter { !$0.identifier.precise.contains(synthesizedMark) }
        let paths = Dictionary(own.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) }) {
            first, _ in
            first
        }
        var lines = Set(own.map(line))
        for relation in graph.relationships where relation.kind == "conformsTo" || relation.kind == "inheritsFrom" {
            guard let source = paths[relation.source] else { continue }
            let target = paths[relation.target] ?? relation.targetFallback ?? relation.target
            lines.insert("\(source): \(target)")
        }
        return lines
    }

    private static func line(of symbol: SymbolGraph.Symbol) -> String {
        let declaration = symbol.declarationFragments.map(\.spelling).joined()
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let constraints = symbol.swiftExtension?.constraints ?? []
        let clause =
            constraints.isEmpty
            ? ""
            : " (where "
                + constraints.map { "\($0.lhs) \($0.kind == "sameType" ? "==" : ":") \($0.rhs)" }
                .joined(separator: ", ") + ")"
        return "\(symbol.pathComponents.joined(separator: ".")) = \(declaration)\(clause)"
    }
}
