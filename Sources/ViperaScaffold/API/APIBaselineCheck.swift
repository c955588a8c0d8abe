public import Foundation

/// Compares each library's public API, as the compiler's symbol graphs say it is, with the
/// baseline the repository keeps (`API/MODULE.txt`), or writes the baselines again.
public struct APIBaselineCheck: Sendable {
    // MARK: - Properties

    private let symbolGraphs: URL
    private let baselines: URL

    // MARK: - Initialization

    /// Creates a check.
    /// - Parameters:
    ///   - symbolGraphs: The folder `swift package dump-symbol-graph` wrote.
    ///   - baselines: The folder of the baseline files.
    public init(symbolGraphs: URL, baselines: URL) {
        self.symbolGraphs = symbolGraphs
        self.baselines = baselines
    }

    // MARK: - Checking

    /// Checks one library.
    /// - Parameter module: The library's name.
    /// - Returns: A line that says the API matches.
    /// - Throws: ``APIBaselineError`` when it does not, or when a graph or the baseline is missing.
    public func check(module: String) throws(APIBaselineError) -> String {
        let built = try APIBaseline(module: module, symbolGraphsIn: symbolGraphs)
        let file = baselineFile(of: module)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw .missingBaseline(module: module, path: file.path)
        }
        let (added, removed) = APIBaseline(module: module, text: text).changes(to: built)
        guard added.isEmpty && removed.isEmpty else {
            throw .changed(module: module, added: added, removed: removed)
        }
        return ScaffoldStrings.apiMatches(module, count: built.lines.count)
    }

    /// Writes one library's baseline as built.
    /// - Parameter module: The library's name.
    /// - Returns: A line that says where and how much was written.
    /// - Throws: ``APIBaselineError`` when a graph is missing; a file system error when the file
    ///   cannot be written.
    public func write(module: String) throws -> String {
        let built = try APIBaseline(module: module, symbolGraphsIn: symbolGraphs)
        let file = baselineFile(of: module)
        try FileManager.default.createDirectory(at: baselines, withIntermediateDirectories: true)
        try Data(built.text.utf8).write(to: file)
        return ScaffoldStrings.apiWritten(module, path: file.path, count: built.lines.count)
    }

    // MARK: - Private

    private func baselineFile(of module: String) -> URL {
        baselines.appending(path: "\(module).txt")
    }
}
