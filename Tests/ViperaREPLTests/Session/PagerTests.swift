import Foundation
import Testing
@_spi(Dispatch) import Vipera
import ViperaREPL

/// A pager that keeps what it was given.
@MainActor
private final class RecordingPager: OutputPaging {
    private(set) var pages: [String] = []
    var starts = true

    func page(_ text: String) -> Bool {
        pages.append(text)
        return starts
    }
}

/// A typed command's output through the pager: when, and when never.
@MainActor
@Suite("Paging a typed command's output")
struct PagerTests {
    private let pager = RecordingPager()

    /// The todo app at a terminal of `rows` lines; its list is six lines long.
    private func harness(rows: Int = 5) async -> SessionHarness {
        await SessionHarness(pager: pager, terminalRows: rows)
    }

    @Test func outputTallerThanTheScreen_goesThroughThePager_andOnlyThere() async {
        // Given a terminal four lines tall
        let harness = await harness(rows: 4)

        // When the list, taller than that, is typed
        _ = await harness.run(["list"], interactive: true)

        // Then the pager showed it, and nothing else wrote it
        #expect(pager.pages.count == 1)
        #expect(pager.pages.first?.contains("Book flights to Lisbon") == true)
        #expect(harness.console.output.isEmpty)
    }

    @Test func outputThatFits_isWrittenAsItIs() async {
        // Given a tall terminal
        let harness = await harness(rows: 100)

        // When
        _ = await harness.run(["list"], interactive: true)

        // Then
        #expect(pager.pages.isEmpty)
        #expect(harness.console.output.contains("Book flights to Lisbon"))
    }

    @Test func setPager_onPagesEverything_offNothing_autoWhatIsTall() async {
        let harness = await harness(rows: 100)

        _ = await harness.run(
            ["set pager on", "where", "set pager off", "list", "set pager auto", "where"], interactive: true)

        // The notice of `set pager off` and the `where` after it were paged while paging was on
        #expect(pager.pages.count == 2, "\(pager.pages)")
        #expect(pager.pages.first?.contains("TodoList") == true, "\(pager.pages)")
        #expect(pager.pages.last?.contains("Output is no longer paged.") == true)
        #expect(harness.console.output.contains("Book flights to Lisbon"))
        #expect(harness.console.output.contains("Output taller than the screen now goes through the pager."))
    }

    @Test func aScript_JSONOutput_andARedirection_areNeverPaged() async throws {
        // Shorter than the list, tall enough for the line that says where it went, however long
        // the temporary folder's path makes it
        let harness = await harness(rows: 5)
        let file = FileManager.default.temporaryDirectory.appending(path: "paged-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: file) }

        _ = await harness.run(["list"])
        _ = await harness.run(["list > \(file)", "set output json", "list"], interactive: true)

        #expect(pager.pages.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Book flights to Lisbon"))
    }

    @Test func anError_letsTheOutputBeforeItOut_inOrder_unpaged() async {
        // Given a short terminal, and an alias whose second command fails
        let harness = await harness(rows: 2)

        // When
        _ = await harness.run(["alias both = list; open 99", "both"], interactive: true)

        // Then the list came out before the error, and the pager showed nothing
        #expect(pager.pages.isEmpty)
        #expect(harness.console.output.contains("Book flights to Lisbon"))
        #expect(harness.console.errorOutput.contains("99"))
    }

    @Test func aPagerThatCannotStart_leavesTheOutputWrittenAsItIs() async {
        let harness = await harness(rows: 2)
        pager.starts = false

        _ = await harness.run(["list"], interactive: true)

        #expect(pager.pages.count == 1)
        #expect(harness.console.output.contains("Book flights to Lisbon"))
    }
}

/// The pager program itself.
@MainActor
@Suite("The external pager")
struct ExternalPagerTests {
    @Test func withoutPAGER_itIsLessAsGitRunsIt_andPAGERChoosesAnother() {
        #expect(ExternalPager(environment: [:]).command == "less -FRX")
        #expect(ExternalPager(environment: ["PAGER": "  "]).command == "less -FRX")
        #expect(ExternalPager(environment: ["PAGER": "more"]).command == "more")
    }

    @Test func thePager_readsEveryLine_andTheSessionWaitsForIt() throws {
        // Given a pager that copies what it reads into a file
        let file = FileManager.default.temporaryDirectory.appending(path: "pager-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = (1...5_000).map { "line \($0)\n" }.joined()

        // When the text is paged
        let shown = ExternalPager(environment: ["PAGER": "cat > '\(file)'"]).page(text)

        // Then it was all read by the time the pager returned
        #expect(shown)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }

    @Test func aPagerQuitEarly_endsNothingButItself() {
        // A pager that reads one line and quits: the rest is a broken pipe, which is ignored
        let text = (1...50_000).map { "line \($0)\n" }.joined()

        #expect(ExternalPager(environment: ["PAGER": "head -1 > /dev/null"]).page(text))
    }
}
