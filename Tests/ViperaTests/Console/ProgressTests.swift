import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

@MainActor
@Suite("Progress")
struct ProgressTests {
    @Test(arguments: [
        (0.0, "░░░░░░░░░░░░░░░░░░░░░░░░   0%  rows"), (0.5, "████████████░░░░░░░░░░░░  50%  rows"),
        (1.0, "████████████████████████ 100%  rows"), (7.0, "████████████████████████ 100%  rows"),
        (Double.nan, "░░░░░░░░░░░░░░░░░░░░░░░░   0%  rows"),
    ])
    func theBar_showsTheFractionClamped(fraction: Double, line: String) {
        #expect(ProgressBar(fraction: fraction, label: "rows").line(width: 80) == line)
    }

    @Test func theLine_neverWraps_andCarriesNoTerminalControlFromItsLabel() {
        let bar = ProgressBar(fraction: 0.25, label: "\u{1B}[2J" + String(repeating: "x", count: 200))

        let line = bar.line(width: 40)

        #expect(DisplayWidth.of(line) <= 39)
        #expect(!line.contains("\u{1B}"))
    }

    @Test func atATerminal_theLineIsDrawnInPlaceAtOnce_andClearedAtTheEnd() throws {
        // Given a console whose error stream is a UTF-8 terminal
        let errors = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 40),
            environment: ["LANG": "C.UTF-8"], errorDescriptor: errors.writeEnd)

        // When progress is shown twice, then ended
        console.showProgress(ProgressBar(fraction: 0.5, label: "5 of 10"))
        let first = errors.readAvailable()
        console.showProgress(ProgressBar(fraction: 1, label: "10 of 10"))
        console.endProgress()
        console.endProgress()

        // Then each draw returns to the line's start and clears what was left, without a flush
        #expect(first == "\r████████████░░░░░░░░░░░░  50%  5 of 10\u{1B}[K")
        #expect(errors.readAvailable() == "\r████████████████████████ 100%  10 of 10\u{1B}[K\r\u{1B}[K")
    }

    @Test func inTheCLocale_theBarIsDrawnInASCII() throws {
        let errors = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: true, isErrorTerminal: true, width: 60), environment: ["LANG": "C"],
            errorDescriptor: errors.writeEnd)

        console.showProgress(ProgressBar(fraction: 0.5, label: "5 of 10 · rows"))

        #expect(errors.readAvailable() == "\r############------------  50%  5 of 10 - rows\u{1B}[K")
    }

    @Test(arguments: [(false, OutputFormat.text), (true, .json)])
    func inAScriptOrInJSON_noProgressIsDrawn(isTerminal: Bool, format: OutputFormat) throws {
        let errors = try DescriptorPipe()
        let console = StandardConsole(
            probe: TerminalProbe(isOutputTerminal: isTerminal, isErrorTerminal: isTerminal, width: 40),
            environment: [:], errorDescriptor: errors.writeEnd)
        console.outputFormat = format

        console.showProgress(ProgressBar(fraction: 0.5, label: "half"))
        console.endProgress()
        console.flush()

        #expect(errors.readAvailable() == "")
    }
}
