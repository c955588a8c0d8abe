import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

/// Output a screen reader can follow: asked for by the environment or a flag, charts as numbered
/// text, a progress line every ten percent and nothing redrawn.
@MainActor
@Suite("Accessible mode")
struct AccessibleModeTests {
    private static let accessible = RenderContext(width: 60, colorEnabled: false, isAccessible: true)

    // MARK: - Asking For It

    @Test(arguments: [
        (["VIPERA_ACCESSIBLE": "1"], false, true), (["VIPERA_ACCESSIBLE": "yes"], true, true),
        (["VIPERA_ACCESSIBLE": "0"], true, false), (["TERM": "dumb"], true, true), (["TERM": "dumb"], false, false),
        (["TERM": "dumb", "VIPERA_ACCESSIBLE": "off"], true, false), (["TERM": "xterm"], true, false),
        ([:], true, false),
    ])
    func theEnvironmentAsksForIt_andTERMDumbOnlyAtATerminal(
        environment: [String: String], isTerminal: Bool, expected: Bool
    ) {
        #expect(AccessibleMode.isRequested(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test func aConsoleAtADumbTerminal_laysOutForAScreenReader() {
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 40),
            environment: ["TERM": "dumb"])

        #expect(console.renderContext(for: .output).isAccessible)
        #expect(console.renderContext(for: .error).isAccessible)
    }

    // MARK: - Charts

    @Test func aBarChart_becomesNumberedLinesInWords_withNoBlockCharacters() {
        let chart = BarChart([
            .init("Groceries", value: 0.35, valueText: "$3,832.56", note: .init("35%", meaning: "of spending")),
            .init("Dining", value: 0.1, valueText: "$120.00"),
        ])

        #expect(
            chart.rendered(in: Self.accessible)
                == lines("1. Groceries: $3,832.56, 35% of spending", "2. Dining: $120.00"))
    }

    @Test func notes_standInAColumnOfTheirOwn_rightAligned_afterTheValues() {
        let chart = BarChart([
            .init("Groceries", value: 1, valueText: "$75.00", note: .init("75%")),
            .init("Fees", value: 0.5, valueText: "$0.25", note: .init("<1%")),
            .init("Gifts", value: 0.5, valueText: "$1.25", note: .init("5%")),
        ])

        #expect(
            chart.rendered(in: RenderContext(width: 40, colorEnabled: false))
                == lines(
                    "Groceries  ████████████████  $75.00  75%",
                    "Fees       ████████           $0.25  <1%",
                    "Gifts      ████████           $1.25   5%"
                ))
    }

    @Test func aSparkline_becomesItsLabelAndCaption_orItsLowestAndHighestValues() {
        let captioned = Sparkline([1, 5, 3], label: "30 days", caption: "-$5,892.11 to $5,432.50")
        let bare = Sparkline([1, 5, 2.5], label: "Load")

        #expect(captioned.rendered(in: Self.accessible) == lines("30 days: -$5,892.11 to $5,432.50"))
        #expect(bare.rendered(in: Self.accessible) == lines("Load: lowest 1, highest 5"))
    }

    // MARK: - Progress

    @Test func progress_isALineEachTenthOfTheWork_neverRedrawnInPlace() throws {
        // Given an accessible console at a terminal
        let errors = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 40),
            environment: ["VIPERA_ACCESSIBLE": "1"], errorDescriptor: errors.writeEnd)

        // When the work moves in hundredths
        for done in 0...100 {
            console.showProgress(ProgressBar(fraction: Double(done) / 100, label: "\(done) of 100 rows"))
        }
        console.endProgress()

        // Then there is one line at the start and one at each tenth, and no cursor movement
        let written = errors.readAvailable()
        let expected = (0...10).map { "\($0 * 10)%  \($0 * 10) of 100 rows" }
        #expect(written == expected.joined(separator: "\n") + "\n")
        #expect(!written.contains("\r") && !written.contains("\u{1B}"))
    }

    @Test func workOfUnknownSize_saysNothingUntilItEnds() throws {
        let errors = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 40),
            environment: ["VIPERA_ACCESSIBLE": "1"], errorDescriptor: errors.writeEnd)

        console.showProgress(ProgressBar(fraction: nil, label: "1,024 rows"))
        console.endProgress()

        #expect(errors.readAvailable() == "")
    }
}
