import Foundation
import Testing

/// The charts as a piped session draws them: fitted to the width the environment gives, in block
/// characters under a UTF-8 locale and in ASCII under `LANG=C`, without colour when piped.
@Suite("Charts in a session")
struct ChartsSessionTests {
    private static let script = "insights\nhome\naccounts\nopen 1\n"

    private func run(columns: Int, lang: String) throws -> VBankExecutable.Run {
        let home = try VBankExecutable.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: home) }
        return try VBankExecutable.run(
            ["--demo", "--db", ":memory:", "--now", VBankExecutable.now], input: Self.script, home: home,
            environment: ["COLUMNS": String(columns), "LANG": lang])
    }

    private static func chartLines(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix("Groceries") || $0.hasPrefix("30 days") }
    }

    /// The spending chart's lines: from the heading to the total.
    private static func spendingChart(_ output: String) -> [Substring] {
        let lines = output.split(separator: "\n")
        guard let start = lines.firstIndex(of: "Spending by category"),
            let end = lines[start...].firstIndex(where: { $0.hasPrefix("Spent in") })
        else { return [] }
        return Array(lines[(start + 1)..<end])
    }

    @Test(arguments: [40, 80, 200])
    func underUTF8_barsAndTheSparklineUseBlocks_andFitTheWidth(columns: Int) throws {
        let run = try run(columns: columns, lang: "C.UTF-8")

        let charts = Self.chartLines(run.output)
        #expect(run.status == 0)
        #expect(charts.count == 2)
        #expect(charts.first?.contains("█") == true)
        #expect(charts.last?.contains { "▁▂▃▄▅▆▇█".contains($0) } == true)
        #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= columns })
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test(arguments: [40, 200])
    func underLANGC_theChartsAreASCII(columns: Int) throws {
        let run = try run(columns: columns, lang: "C")

        let charts = Self.chartLines(run.output)
        #expect(run.status == 0)
        #expect(charts.count == 2)
        #expect(charts.allSatisfy { line in !line.contains { "▁▂▃▄▅▆▇█▏▎▍▌▋▊▉".contains($0) } })
        #expect(charts.first?.contains("#") == true)
        #expect(charts.last?.contains { "_.-=#".contains($0) } == true)
        let spending = Self.spendingChart(run.output)
        #expect(spending.count == 8)
        #expect(spending.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }
}
