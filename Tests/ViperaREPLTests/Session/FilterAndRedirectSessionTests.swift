import Foundation
import Testing
@_spi(Dispatch) import Vipera

@testable import ViperaREPL

@MainActor
@Suite("A session's output filters and redirection")
struct FilterAndRedirectSessionTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "vipera-redirect-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    // MARK: - Filters

    @Test func include_showsOnlyTheMatchingLinesOfTheCommandsOutput() async {
        let harness = await SessionHarness()

        let status = await harness.run(["list | include (?i)LISBON"])

        #expect(status == .success)
        #expect(harness.console.output == "2  Book flights to Lisbon  high      open\n")
    }

    @Test func filtersChain_inTheOrderWritten() async {
        let harness = await SessionHarness()

        _ = await harness.run(["list --all | begin ^1 | exclude Lisbon | head 2", "list --all | begin ^- | count"])

        #expect(
            harness.console.output
                == lines("1  Water the plants        normal    open", "3  Return library books    low       done", "5"))
    }

    @Test func errors_areNeverFilteredAway() async {
        let harness = await SessionHarness()

        let status = await harness.run(["open 9 | include nothing-matches-this"])

        #expect(status == .commandFailed)
        #expect(harness.console.output.isEmpty)
        #expect(harness.console.errorOutput.hasPrefix("<script>:1:6: error: TODO must be a number from 1 to 3"))
    }

    @Test func aFailedCommand_isNotCounted_andKeepsItsFailure() async {
        // Given a session
        let harness = await SessionHarness()

        // When a command that fails is counted, as text and then as JSON
        let status = await harness.run(["open 9 | count"])
        let textOutput = harness.console.output
        _ = await harness.run(["set output json"])
        harness.console.clear()
        _ = await harness.run(["open 9 | include x | count"])

        // Then no count is written, the error is, and the run fails as the command did
        #expect(status == .commandFailed)
        #expect(textOutput.isEmpty)
        #expect(harness.console.output.isEmpty)
        #expect(harness.console.errorOutput.contains("TODO must be a number from 1 to 3"))
    }

    @Test func underJSONOutput_filtersSeeTheJSONLines_andCountIsAJSONLine() async {
        let harness = await SessionHarness()
        _ = await harness.run(["set output json"])
        harness.console.clear()

        _ = await harness.run(["list | include Lisbon | count", "list | exclude Lisbon"])

        #expect(harness.console.output == #"{"kind":"count","scene":"TodoList","viewModel":{"count":1}}"# + "\n")
    }

    @Test func aBadPattern_isAParseError_withACaret_andNothingRuns() async {
        let harness = await SessionHarness()

        harness.console.width = 120
        _ = await harness.run(["add milk | include (x"])

        #expect(
            harness.console.errorOutput
                == lines(
                    "<script>:1:20: error: the pattern has a '(' that is never closed", "add milk | include (x",
                    "                   ^",
                    "  Patterns are regular expressions: . [a-z] \\d \\w \\s ^ $ ( | ) * + ? {n,m}, and (?i) first to ignore case."
                ))
        #expect(harness.console.output.isEmpty)
    }

    @Test func capturedOutput_hasNoColour_evenWhereTheConsoleHasIt() async {
        // Given a console that colours its output
        let console = SessionConsole(base: CapturingConsole(width: 80, colorEnabled: true))

        // When styled text is written while captured
        console.beginCapture()
        console.render(Heading("Todos"))
        let captured = console.endCapture()

        // Then it is plain
        #expect(captured == "Todos\n")
    }

    // MARK: - Redirection

    @Test func redirection_writesTheOutputToAPrivateFile_andNothingToTheScreenInAScript() async throws {
        let harness = await SessionHarness()
        let path = folder + "/todos.txt"

        _ = await harness.run(["list | include open > \(path)", "list | head 1 >> \(path)"])

        #expect(harness.console.output.isEmpty)
        #expect(
            try String(contentsOfFile: path, encoding: .utf8)
                == lines(
                    "3 open, 1 done", "1  Water the plants        normal    open",
                    "2  Book flights to Lisbon  high      open", "3  Buy milk                normal    open", "Todos"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    @Test func atATerminal_redirectionSaysHowManyLinesItWroteWhere() async {
        let harness = await SessionHarness()

        harness.console.width = 120
        _ = await harness.run(["list > \(folder)/t.txt"], interactive: true)

        #expect(harness.console.output == "Wrote 8 lines to \(folder)/t.txt.\n")
    }

    @Test func aFailingCommand_leavesTheFileAsItWas() async throws {
        let harness = await SessionHarness()
        let path = folder + "/keep.txt"
        try "precious\n".write(toFile: path, atomically: true, encoding: .utf8)
        harness.console.width = 160

        let status = await harness.run(["open 9 > \(path)"])

        #expect(status == .commandFailed)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
        #expect(harness.console.errorOutput.contains("'\(path)' was left as it was, because the command failed.\n"))
    }

    @Test func aFolder_isRefusedBeforeTheCommandRuns() async {
        let harness = await SessionHarness()
        harness.console.width = 160

        _ = await harness.run(["add milk > \(folder)"])

        #expect(harness.console.errorOutput.contains("error: cannot write to '\(folder)': it is a folder\n"))
        #expect(harness.navigator.entries.count == 1)
        _ = await harness.run(["list | count"])
        #expect(harness.console.output == "8\n")
    }

    // MARK: - Dry Runs and Deep Links

    @Test func aDryRun_opensNoFile_andSaysHowManyLinesItWouldHaveWritten() async throws {
        // Given a dry run, whose output is muted
        let harness = await SessionHarness(configuration: SessionConfiguration(appName: "todo", isDryRun: true))
        harness.appConsole.isOutputMuted = true
        let path = folder + "/kept.txt"

        // When
        let status = await harness.run(["list > \(path)", "list | include Lisbon >> \(path)"])

        // Then
        #expect(status == .success)
        #expect(!FileManager.default.fileExists(atPath: path))
        // Compared without spaces and line ends: a long temporary path is broken across lines.
        let said = harness.console.errorOutput.filter { !$0.isWhitespace }
        let expected =
            "--check: would write 8 lines to \(path); nothing was written. "
            + "--check: would write 1 line to \(path); nothing was written."
        #expect(said == expected.filter { !$0.isWhitespace }, "\(harness.console.errorOutput)")
    }

    @Test func whileOnlyNavigating_aRedirection_isRefused_pointingAtThePath() async throws {
        let harness = await SessionHarness()
        harness.session.dispatcher.isNavigationOnly = true

        let status = await harness.run(["list > \(folder)/x.txt"])

        #expect(status == .commandFailed)
        #expect(harness.console.output.isEmpty)
        #expect(harness.console.errorOutput.contains("error: a deep link only navigates: it does not write"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
