import Foundation
import Testing

/// The README and the pages beside it are read in a clone of this repository, on its own: every
/// link between them resolves inside it. The documentation catalogs' pages are read on the sites
/// docc builds, where a file of the repository is no address: they link with `<doc:…>` and
/// symbol links, which docc checks, or to the web.
@Suite("Documentation links")
struct DocumentationLinksTests {
    static let pages =
        ["README.md", "BENCHMARKS.md", "scenes.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: Repository.root.appending(path: "Docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }

    @Test func theCatalogs_holdTheGuides_andDocsKeepsOnlyTheRepositorysOwnPage() {
        #expect(Repository.catalogPages.contains(Repository.tutorial))
        #expect(Repository.catalogPages.contains("Sources/Vipera/Documentation.docc/Architecture.md"))
        #expect(Self.pages.filter { $0.hasPrefix("Docs/") } == ["Docs/Design.md"])
    }

    @Test func everyCitationOfTheDesign_pointsToTheOneInTheRepository() throws {
        // Given the files that cite a design: the pages, the manifest, every source file
        let root = Repository.root.path
        let sources = (FileManager.default.enumerator(atPath: root + "/Sources")?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }.map { "Sources/" + $0 }
        let files = Self.pages + ["Package.swift", "Makefile"] + sources

        // When each is read
        let citing = try files.filter { try Repository.text(of: $0).contains("DESIGN.md") }

        // Then none names a design outside it, and the design is there to read
        #expect(sources.count > 100)
        #expect(citing.isEmpty, "\(citing) cite DESIGN.md, which a clone does not have; cite Docs/Design.md")
        #expect(try Repository.text(of: "Docs/Design.md").contains("## Storage on both backends"))
    }

    @Test func theREADME_linksToEveryLibrarysCatalog() throws {
        let readme = try Repository.text(of: "README.md")
        for library in ["Vipera", "ViperaREPL", "ViperaTesting", "ViperaSpyable"] {
            let landing = "Sources/\(library)/Documentation.docc/\(library).md"
            #expect(readme.contains("](\(landing))"), "README.md does not link to \(landing)")
        }
    }

    @Test(arguments: Repository.catalogPages)
    func aCatalogPage_linksNoFileOfTheRepository(page: String) throws {
        // Given the page's links that are neither web addresses nor docc's own
        let markdown = try Repository.text(of: page)

        // Then there are none: on the site they would lead nowhere
        #expect(Self.localLinks(in: markdown).filter { !$0.hasPrefix("doc:") }.isEmpty, "\(page)")
    }

    @Test(arguments: pages)
    func everyLink_resolvesInsideTheRepository(page: String) throws {
        // Given the page's links to other files
        let markdown = try Repository.text(of: page)
        let folder = Repository.root.appending(path: page).deletingLastPathComponent()

        // Then each names a file or folder of the repository, and no text points outside it
        for target in Self.localLinks(in: markdown) {
            let resolved = folder.appending(path: target).standardizedFileURL
            #expect(resolved.path.hasPrefix(Repository.root.standardizedFileURL.path), "\(page): \(target)")
            #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page): \(target) does not exist")
        }
        // BENCHMARKS.md names the peers' folder on the benchmark machines, which is no link.
        if page != "BENCHMARKS.md" {
            #expect(!markdown.contains("../shared/"), "\(page) points outside the repository")
        }
    }

    /// The targets of `[text](target)` links that are not web addresses, without their anchors.
    private static func localLinks(in markdown: String) -> [String] {
        markdown.split(separator: "](").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let target = rest[..<end].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
            return String(target)
        }
    }
}
