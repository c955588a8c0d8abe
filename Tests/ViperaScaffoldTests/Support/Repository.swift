import Foundation

/// The Vipera repository these tests belong to.
enum Repository {
    /// Its root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The tutorial, an article of Vipera's documentation catalog.
    static let tutorial = "Sources/Vipera/Documentation.docc/GettingStarted.md"

    /// Every Markdown page of the libraries' documentation catalogs (`Sources/*/Documentation.docc`),
    /// as paths from the root, sorted.
    static var catalogPages: [String] {
        let sources = root.appending(path: "Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return targets.flatMap { target -> [String] in
            let catalog = "Sources/\(target)/Documentation.docc"
            let files = FileManager.default.enumerator(atPath: root.appending(path: catalog).path)
            return (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
        }.sorted()
    }

    /// The text of a file in the repository.
    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }
}
