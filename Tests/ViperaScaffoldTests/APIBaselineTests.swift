import Foundation
import Testing
import ViperaScaffold

/// `vipera check-api` reads the compiler's symbol graphs: each declaration is a line, each
/// conformance a line, what Swift writes for a protocol's sake is left out, and any line added or
/// removed against the baseline fails the check.
@Suite("API baseline")
struct APIBaselineTests {
    // MARK: - Reading the graphs

    @Test func aModulesGraphs_becomeOneSortedLineADeclarationAndAConformance_withoutSynthesizedSymbols() throws {
        // Given Kit's graph (a struct, its initializer, an Equatable's synthesized `!=`, and the
        // struct's conformance) and the graph of what Kit declares on Other's types
        let folder = try Self.folder(graphs: [
            "Kit.symbols.json": Self.graph(
                module: "Kit",
                symbols: [
                    Self.symbol("s:3Kit6WidgetV", path: ["Widget"], declaration: "struct Widget"),
                    Self.symbol(
                        "s:3Kit6WidgetV4sizeACSi_tcfc", path: ["Widget", "init(size:)"], declaration: "init(size: Int)"),
                    Self.symbol(
                        "s:SQsE2neoiySbx_xtFZ::SYNTHESIZED::s:3Kit6WidgetV", path: ["Widget", "!=(_:_:)"],
                        declaration: "static func != (lhs: Self, rhs: Self) -> Bool"),
                ],
                conformances: [("s:3Kit6WidgetV", "s:SQ", "Swift.Equatable")]),
            "Kit@Other.symbols.json": Self.graph(
                module: "Kit",
                symbols: [
                    Self.symbol(
                        "s:5Other4PipeV3KitE5flushyyF", path: ["Pipe", "flush()"], declaration: "func flush()",
                        constraints: [("Element", "sameType", "Int")])
                ]),
            "Unrelated.symbols.json": Self.graph(
                module: "Unrelated",
                symbols: [Self.symbol("s:9Unrelated1XV", path: ["X"], declaration: "struct X")]),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        // When
        let baseline = try APIBaseline(module: "Kit", symbolGraphsIn: folder)

        // Then
        #expect(
            baseline.lines == [
                "Pipe.flush() = func flush() (where Element == Int)",
                "Widget = struct Widget",
                "Widget.init(size:) = init(size: Int)",
                "Widget: Swift.Equatable",
            ])
    }

    @Test func aModuleWithoutAGraph_isRefusedWithHowToWriteThem() throws {
        // Given an empty folder
        let folder = try Self.folder(graphs: [:])
        defer { try? FileManager.default.removeItem(at: folder) }

        // When
        let error = #expect(throws: APIBaselineError.self) {
            try APIBaseline(module: "Kit", symbolGraphsIn: folder)
        }

        // Then
        #expect(error == .missingGraph(module: "Kit", folder: folder.path))
        #expect(error?.recoverySuggestion?.contains("dump-symbol-graph") == true)
    }

    // MARK: - Checking against the baseline

    @Test func theAPIAsWritten_passes_andAnAddedOrRemovedLine_failsNamingBoth() throws {
        // Given Kit's graphs, and a baseline written from them
        let folder = try Self.folder(graphs: [
            "Kit.symbols.json": Self.graph(
                module: "Kit",
                symbols: [
                    Self.symbol("s:3Kit6WidgetV", path: ["Widget"], declaration: "struct Widget"),
                    Self.symbol("s:3Kit6WidgetV4sizeSivp", path: ["Widget", "size"], declaration: "var size: Int"),
                ])
        ])
        let baselines = folder.appending(path: "API")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = APIBaselineCheck(symbolGraphs: folder, baselines: baselines)
        _ = try check.write(module: "Kit")
        let written = try String(contentsOf: baselines.appending(path: "Kit.txt"), encoding: .utf8)

        // When the API is as written, Then the check passes
        #expect(try check.check(module: "Kit") == "Kit: the public API matches its baseline (2 lines)")
        #expect(written.hasPrefix("# The public API of Kit"))

        // When a member is renamed in the baseline's place
        try Data(written.replacingOccurrences(of: "var size", with: "var width").utf8)
            .write(to: baselines.appending(path: "Kit.txt"))
        let error = #expect(throws: APIBaselineError.self) { try check.check(module: "Kit") }

        // Then both lines are named
        #expect(
            error
                == .changed(
                    module: "Kit", added: ["Widget.size = var size: Int"], removed: ["Widget.size = var width: Int"]))
        #expect(error?.recoverySuggestion?.contains("make api-baseline") == true)
    }

    @Test func aModuleWithoutABaseline_fails() throws {
        // Given graphs and no baseline
        let folder = try Self.folder(graphs: [
            "Kit.symbols.json": Self.graph(module: "Kit", symbols: [])
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselines = folder.appending(path: "API")

        // When
        let error = #expect(throws: APIBaselineError.self) {
            try APIBaselineCheck(symbolGraphs: folder, baselines: baselines).check(module: "Kit")
        }

        // Then
        #expect(error == .missingBaseline(module: "Kit", path: baselines.appending(path: "Kit.txt").path))
    }

    // MARK: - Private

    private static func symbol(
        _ precise: String, path: [String], declaration: String, constraints: [(String, String, String)] = []
    ) -> [String: Any] {
        var symbol: [String: Any] = [
            "identifier": ["precise": precise, "interfaceLanguage": "swift"],
            "pathComponents": path,
            "declarationFragments": [["kind": "text", "spelling": declaration]],
        ]
        if !constraints.isEmpty {
            symbol["swiftExtension"] = [
                "extendedModule": "Other",
                "constraints": constraints.map { ["lhs": $0.0, "kind": $0.1, "rhs": $0.2] },
            ]
        }
        return symbol
    }

    private static func graph(
        module: String, symbols: [[String: Any]], conformances: [(String, String, String)] = []
    ) -> [String: Any] {
        [
            "module": ["name": module],
            "symbols": symbols,
            "relationships": conformances.map {
                ["kind": "conformsTo", "source": $0.0, "target": $0.1, "targetFallback": $0.2]
            },
        ]
    }

    private static func folder(graphs: [String: [String: Any]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, graph) in graphs {
            try JSONSerialization.data(withJSONObject: graph).write(to: folder.appending(path: name))
        }
        return folder
    }
}
