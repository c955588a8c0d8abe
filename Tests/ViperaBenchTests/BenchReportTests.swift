import Foundation
import Testing

@testable import ViperaBench

@Suite("Benchmark report")
struct BenchReportTests {
    @Test func samples_giveTheMiddleValueAndTheSpreadAroundIt() {
        // Given five runs and four runs
        var odd = Samples()
        [30, 10, 20, 50, 40].forEach { odd.append($0) }
        var even = Samples()
        [4, 1, 3, 2].forEach { even.append($0) }

        // Then the median is the middle one, or the mean of the middle two
        #expect(odd.median == 30)
        #expect(even.median == 2.5)
        #expect(odd.spreadPercent == (50.0 - 10.0) / 30.0 * 100)
        #expect(Samples().median == 0)
    }

    @Test(arguments: [
        (140_000.4, "140,000"), (999.0, "999"), (1_000.0, "1,000"), (-1_234_567.0, "-1,234,567"), (0.0, "0"),
    ])
    func groupedNumbers_areRoundedWithCommas(value: Double, expected: String) {
        #expect(NumberText.grouped(value) == expected)
    }

    @Test func decimals_keepTheirDigits() {
        #expect(NumberText.decimal(2.5, digits: 3) == "2.500")
        #expect(NumberText.decimal(21.437, digits: 2) == "21.44")
        #expect(NumberText.decimal(12_345.6, digits: 1) == "12,345.6")
        #expect(NumberText.decimal(.infinity, digits: 1) == "-")
    }

    @Test func figures_sayWhetherTheirTargetWasMet() {
        var samples = Samples()
        [1.5, 2.5, 1.9].forEach { samples.append($0) }

        let line = Figure(name: "Dispatch", samples: samples, unit: .microseconds, target: "≤ 2 µs", isMet: false).line

        #expect(line.hasPrefix("Dispatch"))
        #expect(line.contains("1.900 µs"))
        #expect(line.hasSuffix("MISSED"))
    }

    @Test func peerComparison_judgesNavigationAgainstBothPeers() {
        func peer(_ name: String, rate: Double) -> PeerProgram.Figures {
            var rates = Samples()
            rates.append(rate)
            return PeerProgram.Figures(
                name: name, startupMilliseconds: Samples(), commandsPerSecond: rates, peakMebibytes: Samples())
        }
        let comparison = PeerComparison(peers: [peer("cmd_bank.py", rate: 10_000), peer("cmd2_bank.py", rate: 1_000)])

        #expect(comparison.meetsNavigationTargets(50_000) == true)
        #expect(comparison.meetsNavigationTargets(49_999) == false)
        #expect(PeerComparison(peers: []).meetsNavigationTargets(1) == nil)
    }
}

@Suite("Benchmark workload")
struct WorkloadTests {
    private static let generator = "../shared/peers/workload.py"
    private static let python = PeerProgram.executable(named: "python3")
    private static let canRunGenerator = python != nil && FileManager.default.fileExists(atPath: generator)

    @Test func script_cyclesTheSceneStackThenQuits() {
        let lines = Workload.script(commands: 10).split(separator: "\n").map(String.init)

        #expect(lines.count == 11)
        #expect(Array(lines.prefix(8)) == Workload.cycle)
        #expect(Array(lines[8...]) == ["accounts", "open 2", "quit"])
    }

    @Test(.enabled(if: canRunGenerator, "needs python3 and the peers' workload.py beside the repository"))
    func script_isWhatThePeersWorkloadGeneratorPrints() throws {
        // Given the peers' generator
        let python = try #require(Self.python)
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.generator, "1000"]
        process.standardOutput = output

        // When it writes 1,000 commands
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Then the benchmark's script is the same, line for line
        #expect(printed == Workload.script(commands: 1000))
    }

    @Test func ledgerTable_listsEachPageBySize_andJudgesTheLargest() {
        func samples(_ value: Double) -> Samples {
            var samples = Samples()
            samples.append(value)
            return samples
        }
        let table = LedgerTable(columns: [
            (1_000_000, [("first page", samples(0.4)), ("search 'coff'", samples(12))]),
            (500, [("first page", samples(0.3)), ("search 'coff'", samples(0.5))]),
        ])

        #expect(table.lines.first?.contains("500") == true)
        #expect(table.lines.count == 3)
        #expect(table.lines[1].hasPrefix("first page") && table.lines[1].contains("0.300"))
        #expect(table.figures.map(\.isMet) == [true, false])
        #expect(table.figures.map(\.name) == ["first page, 1,000,000 rows", "search 'coff', 1,000,000 rows"])
    }

    @Test func peerComparison_judgesTheFileDatabaseAgainstTheSQLitePeer() {
        var rates = Samples()
        rates.append(8_000)
        let sqlite = PeerProgram.Figures(
            name: PeerComparison.sqlitePeerName, startupMilliseconds: Samples(), commandsPerSecond: rates,
            peakMebibytes: Samples())
        let comparison = PeerComparison(peers: [sqlite])

        #expect(comparison.meetsFileNavigationTarget(40_000) == true)
        #expect(comparison.meetsFileNavigationTarget(39_999) == false)
        #expect(PeerComparison(peers: []).meetsFileNavigationTarget(1) == nil)
    }
}
