import Foundation
import Testing
import ViperaScaffold

/// `vipera check-docs` reads docc's coverage report: a public symbol without an abstract fails
/// the check, and articles and the module's page are not symbols.
@Suite("Documentation check")
struct DocumentationCheckTests {
    // MARK: - Coverage report

    @Test func aReport_listsTheSymbolsWithoutAnAbstract_andCountsOnlySymbols() throws {
        // Given a report with a documented type, an undocumented method, the module and an article
        let report = Self.report([
            Self.entry("doc://Vipera/documentation/Vipera/Navigator", kind: "Class", hasAbstract: true),
            Self.entry("doc://Vipera/documentation/Vipera/Navigator/push(_:)", kind: "Instance Method"),
            Self.entry("doc://Vipera/documentation/Vipera", kind: "Module"),
            Self.entry("doc://Vipera/documentation/Vipera/GettingStarted", kind: "Article", isSymbol: false),
        ])

        // When
        let coverage = try DocumentationCoverage(report: report)

        // Then
        #expect(coverage.symbolCount == 2)
        #expect(
            coverage.undocumented == [
                .init(path: "Vipera/Navigator/push(_:)", kind: "Instance Method", lacking: "no abstract")
            ])
    }

    @Test func aFunctionWithAnUndocumentedParameter_isListed_andATypesMemberCountsAreNotParameters() throws {
        // Given a method with one of two parameters documented, one with both, and a type whose
        // kind data counts its members
        let report = Self.report([
            Self.entry(
                "doc://Kit/documentation/Kit/Table/init(columns:rows:)", kind: "Initializer", hasAbstract: true,
                parameters: (documented: 1, total: 2)),
            Self.entry(
                "doc://Kit/documentation/Kit/Table/cell(_:_:)", kind: "Instance Method", hasAbstract: true,
                parameters: (documented: 2, total: 2)),
            Self.entry("doc://Kit/documentation/Kit/Table", kind: "Structure", hasAbstract: true)
                .merging(["kindSpecificData": ["associatedValue": ["all", ["documented": 0, "total": 3]]]]) { $1 },
        ])

        // When
        let coverage = try DocumentationCoverage(report: report)

        // Then
        #expect(
            coverage.undocumented == [
                .init(
                    path: "Kit/Table/init(columns:rows:)", kind: "Initializer",
                    lacking: "1 of 2 parameters documented")
            ])
    }

    @Test func textThatIsNotAReport_isRefusedWithTheReason() {
        #expect(throws: DocumentationCheckError.self) {
            try DocumentationCoverage(report: Data("{\"not\": \"a list\"}".utf8))
        }
    }

    // MARK: - Archive

    @Test func anArchiveWhoseSymbolsAreAllDocumented_passes_andSaysHowMany() throws {
        // Given
        let archive = try Self.archive(
            withReport: Self.report([
                Self.entry("doc://Kit/documentation/Kit/Widget", kind: "Structure", hasAbstract: true),
                Self.entry("doc://Kit/documentation/Kit/Widget/init()", kind: "Initializer", hasAbstract: true),
            ]))
        defer { try? FileManager.default.removeItem(at: archive) }

        // When
        let summary = try DocumentationCheck().check(archive: archive)

        // Then
        #expect(summary == "\(archive.lastPathComponent): all 2 public symbols are documented")
    }

    @Test func anArchiveWithAnUndocumentedSymbol_failsNamingIt() throws {
        // Given
        let archive = try Self.archive(
            withReport: Self.report([
                Self.entry("doc://Kit/documentation/Kit/Widget", kind: "Structure", hasAbstract: true),
                Self.entry("doc://Kit/documentation/Kit/Widget/size", kind: "Instance Property"),
            ]))
        defer { try? FileManager.default.removeItem(at: archive) }

        // When
        let error = #expect(throws: DocumentationCheckError.self) {
            try DocumentationCheck().check(archive: archive)
        }

        // Then
        let paths = ["Instance Property Kit/Widget/size: no abstract"]
        #expect(error == .undocumented(archive: archive.lastPathComponent, paths: paths))
        #expect(error?.errorDescription?.contains("1 public symbol lacks documentation:\n  Instance Property") == true)
    }

    @Test func anArchiveBuiltWithoutCoverage_failsSayingHowToBuildIt() throws {
        // Given an archive folder without a report
        let archive = FileManager.default.temporaryDirectory.appending(path: "docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: archive) }

        // When
        let error = #expect(throws: DocumentationCheckError.self) {
            try DocumentationCheck().check(archive: archive)
        }

        // Then
        #expect(error == .missingReport(archive: archive.lastPathComponent))
        #expect(error?.recoverySuggestion?.contains("--experimental-documentation-coverage") == true)
    }

    // MARK: - Private

    private static func entry(
        _ reference: String, kind: String, hasAbstract: Bool = false, isSymbol: Bool = true,
        parameters: (documented: Int, total: Int)? = nil
    ) -> [String: Any] {
        var entry: [String: Any] = [
            "referencePath": reference, "hasAbstract": hasAbstract, "kind": ["name": kind, "isSymbol": isSymbol],
        ]
        if let parameters {
            entry["kindSpecificData"] = [
                "discriminant": "instanceMethod",
                "associatedValue": ["documented": parameters.documented, "total": parameters.total],
            ]
        }
        return entry
    }

    private static func report(_ entries: [[String: Any]]) -> Data {
        (try? JSONSerialization.data(withJSONObject: entries)) ?? Data()
    }

    private static func archive(withReport report: Data) throws -> URL {
        let archive = FileManager.default.temporaryDirectory.appending(path: "docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
        try report.write(to: archive.appending(path: DocumentationCheck.reportName))
        return archive
    }
}
