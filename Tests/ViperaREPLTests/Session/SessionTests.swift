import Testing
@_spi(Dispatch) import Vipera
import ViperaExample

@testable import ViperaREPL

@MainActor
@Suite("Session loop")
struct SessionTests {
    // MARK: - Scripts

    @Test func script_runsEveryCommandSkippingBlankLinesAndComments() async {
        let harness = await SessionHarness()

        let status = await harness.run(["", "   ", "# a comment", "  # indented comment", "open 2", "where"])

        #expect(status == .success)
        #expect(
            harness.console.output
                == lines(
                    "Title:    Book flights to Lisbon",
                    "Priority: high",
                    "Status:   open",
                    "#  Scene       Title",
                    "-  ----------  ----------------------",
                    "1  TodoList    Todos",
                    "2  TodoDetail  Book flights to Lisbon"
                ))
        #expect(harness.console.errorOutput.isEmpty)
    }

    @Test func script_failingLines_areReportedWithTheirLineAndTheScriptGoesOn() async {
        let harness = await SessionHarness()

        let status = await harness.run(["opne 1", "# fine", "open 9", "where"])

        #expect(status == .commandFailed)
        #expect(harness.session.failureCount == 2)
        #expect(
            harness.console.errorOutput
                == lines(
                    "<script>:1:1: error: unknown command 'opne'",
                    "opne 1",
                    "^~~~",
                    "  Did you mean 'open'? Type 'help' to see the commands.",
                    "<script>:3:6: error: TODO must be a number from 1 to 3 or the start of a name,",
                    "                     not '9'",
                    "open 9",
                    "     ^",
                    "  usage: open TODO"
                ))
        #expect(harness.console.output.hasSuffix("1  TodoList  Todos\n"))
    }

    @Test func stopOnError_stopsAtTheFirstFailure() async {
        let harness = await SessionHarness(configuration: SessionConfiguration(appName: "todo", stopOnError: true))

        let status = await harness.run(["bogus", "where"])

        #expect(status == .commandFailed)
        #expect(harness.console.output.isEmpty)
        #expect(harness.console.reportedErrors.count == 1)
    }

    @Test func echo_writesEachCommandBeforeItsOutput() async {
        let harness = await SessionHarness(configuration: SessionConfiguration(appName: "todo", echo: true))

        _ = await harness.run(["# not echoed", "open 1", "back"])

        #expect(
            harness.console.output.hasPrefix(
                lines(
                    "> open 1",
                    "Title:    Water the plants",
                    "Priority: normal",
                    "Status:   open",
                    "> back",
                    "Todos"
                )))
    }

    @Test func invalidEncoding_isReportedForThatLineOnly() async {
        let harness = await SessionHarness()
        let reader = ScriptedLineReader(events: [.invalidEncoding, .line("where")], sourceName: "data.txt")

        let status = await harness.session.run(reader)

        #expect(status == .commandFailed)
        #expect(
            harness.console.errorOutput
                == lines(
                    "data.txt:1: error: the line is not valid UTF-8; it was skipped",
                    "  Save the script as UTF-8."
                ))
        #expect(harness.console.output.contains("1  TodoList  Todos"))
    }

    @Test func quit_stopsReadingAndSucceeds() async {
        let harness = await SessionHarness()

        let status = await harness.run(["quit", "bogus"])

        #expect(status == .success)
        #expect(harness.console.chunks.isEmpty)
    }

    @Test func everyCommandsOutput_isFlushedBeforeTheNextLineIsRead() async {
        let harness = await SessionHarness()
        let reader = ScriptedLineReader(lines: ["where", "help", "bogus"])

        _ = await harness.session.run(reader)

        #expect(harness.console.flushCount >= reader.prompts.count)
    }

    @Test func aScriptWhoseLinesAreReady_isWrittenOutOnce_withEveryCommandsOutput() async {
        // Given a script whose lines are all read already, as a pipe's are in one chunk
        let harness = await SessionHarness()
        let reader = StreamLineReader(bytes: Array("where\nhelp\nwhere\n".utf8), sourceName: "<stdin>")

        // When the session runs it
        _ = await harness.session.run(reader)

        // Then the output was written out once, at the end, and holds every command's output
        #expect(harness.console.flushCount == 1)
        #expect(harness.console.output.components(separatedBy: "Todos").count - 1 >= 2)
        #expect(harness.console.output.contains("help"))
    }

    @Test func aScriptWhoseLinesAreReady_runsToItsEndInPlace_whenNoCommandAwaitsAnotherActor() async {
        // Given a script read already, of commands that read nothing off the main actor
        let harness = await SessionHarness()
        let reader = StreamLineReader(bytes: Array("where\nhelp\nwhere\nback\n".utf8), sourceName: "<stdin>")
        let ended = Flag()

        // When the session runs it in a task started in place
        let task = Task.immediate { @MainActor in
            _ = await harness.session.run(reader)
            ended.isSet = true
        }

        // Then it ran from its first line to its end without a suspension
        #expect(ended.isSet)
        await task.value
        #expect(harness.console.output.contains("TodoList"))
    }

    @Test func outputGoneAway_stopsReading() async {
        let harness = await SessionHarness()
        harness.console.hasWriteFailed = true
        let reader = ScriptedLineReader(lines: ["where", "where", "where"])

        let status = await harness.session.run(reader)

        #expect(status == .success)
        #expect(reader.lineNumber == 1)
    }

    // MARK: - Interactive

    @Test func interactive_recordsHistoryButNeverSensitiveLines() async {
        let history = InMemoryHistory()
        let harness = await SessionHarness(history: history)
        let reader = ScriptedLineReader(
            lines: ["open 1", "note door code 1234", "  ", "back  "],
            sourceName: nil,
            isInteractive: true
        )

        let status = await harness.session.run(reader)

        #expect(status == .success)
        #expect(history.entries == ["open 1", "back"])
        #expect(reader.remembered == ["open 1", "back"])
    }

    @Test func interactive_failuresDoNotChangeTheExitStatusOrCarryALocation() async {
        let harness = await SessionHarness()

        let status = await harness.run(["bogus"], interactive: true)

        // Then the caret is lined up under the word as typed after the prompt `todo › Todos > `
        #expect(status == .success)
        #expect(
            harness.console.errorOutput
                == lines(
                    "               ^~~~~",
                    "error: unknown command 'bogus'",
                    "  Type 'help' to see the commands."
                ))
    }

    @Test func interactive_promptIsTheBreadcrumb() async {
        let harness = await SessionHarness()
        let reader = ScriptedLineReader(lines: ["open 2"], sourceName: nil, isInteractive: true)

        _ = await harness.session.run(reader)

        #expect(reader.prompts.map(\.text) == ["todo › Todos > ", "todo › Todos › Book flights to Lisbon > "])
    }

    @Test func interactive_ctrlCOnALine_isIgnoredAndTheSessionGoesOn() async {
        let harness = await SessionHarness()
        let reader = ScriptedLineReader(events: [.interrupted, .line("where")], sourceName: nil, isInteractive: true)

        _ = await harness.session.run(reader)

        #expect(harness.console.output.contains("1  TodoList  Todos"))
        #expect(reader.prompts.count == 3)
    }

    @Test func interactive_ctrlCWhileACommandRuns_cancelsItAndTheSessionGoesOn() async {
        // Given a store whose second listing would take two minutes, and a Ctrl-C while it runs
        let store = SlowTodoStore(delay: .seconds(120))
        let harness = await SessionHarness(interrupts: ScriptedInterrupts(after: 3), store: store)
        let reader = ScriptedLineReader(lines: ["list", "where"], sourceName: nil, isInteractive: true)

        // When the session runs
        let status = await harness.session.run(reader)

        // Then the listing was cut short rather than waited out, however loaded the machine is
        #expect(status == .success)
        #expect(store.slowListingOutcomes.cut == 1)
        #expect(store.slowListingOutcomes.finished == 0)
        #expect(harness.console.errorOutput == "error: the command was cancelled\n")
        #expect(harness.console.output.contains("1  TodoList  Todos"))
    }

    // MARK: - Global Commands

    @Test func history_listsTheEntriesNumbered() async {
        let history = InMemoryHistory(entries: ["open 1", "back", "where"])
        let harness = await SessionHarness(history: history)

        _ = await harness.run(["history", "history 2"])

        #expect(harness.console.output == lines("1  open 1", "2  back", "3  where", "2  back", "3  where"))
    }

    @Test func history_withoutATerminal_saysItIsNotKept() async {
        let harness = await SessionHarness()

        _ = await harness.run(["history"])

        #expect(harness.console.output == "History is kept only when commands are typed at a terminal.\n")
    }

    @Test func help_listsTheSessionsCommands() async {
        let harness = await SessionHarness()

        _ = await harness.run(["help"])

        #expect(
            harness.console.output.contains(
                "  history [N]               Show the commands typed in earlier and this session\n"))
        #expect(harness.console.output.contains("  source FILE               Run the commands in a script file\n"))
    }

    // MARK: - Command lifecycle

    @Test func everyCommand_sourcedOnesToo_isAnnouncedBeforeItRuns() async {
        // Given a script that sources another, with blank lines and comments
        let harness = await SessionHarness(scripts: ["setup.txt": ["open 1", "# fine", "back"]])

        // When it runs
        _ = await harness.run(["", "# start", "source setup.txt", "bogus", "where"])

        // Then each command was announced, the failing one and the sourced ones included
        #expect(harness.commandsStarted == 5)
    }

    // MARK: - Source

    @Test func source_runsTheScriptWithItsOwnNameInDiagnostics() async {
        let harness = await SessionHarness(scripts: ["setup.txt": ["open 1", "bogus", "back"]])

        let status = await harness.run(["source setup.txt", "where"])

        #expect(status == .commandFailed)
        #expect(
            harness.console.errorOutput
                == lines(
                    "setup.txt:2:1: error: unknown command 'bogus'",
                    "bogus",
                    "^~~~~",
                    "  Type 'help' to see the commands."
                ))
        #expect(harness.console.output.hasSuffix("1  TodoList  Todos\n"))
        #expect(harness.navigator.breadcrumb == ["Todos"])
    }

    @Test func source_errorsAfterTheScriptCarryTheOuterLocationAgain() async {
        let harness = await SessionHarness(scripts: ["inner.txt": ["where"]])

        _ = await harness.run(["source inner.txt", "bogus"])

        #expect(harness.console.errorOutput.hasPrefix("<script>:2:1: error: unknown command 'bogus'"))
    }

    @Test func source_missingFile_isAnError() async {
        let harness = await SessionHarness()

        let status = await harness.run(["source nowhere.txt"])

        #expect(status == .commandFailed)
        #expect(
            harness.console.errorOutput
                == lines(
                    "<script>:1: error: cannot read script 'nowhere.txt': No such file or directory",
                    "  Check the path and that the file can be read."
                ))
    }

    @Test func source_nestingBeyondTheLimit_isReportedNotOverflowed() async {
        let harness = await SessionHarness(
            configuration: SessionConfiguration(appName: "todo", maximumSourceDepth: 3),
            scripts: ["loop.txt": ["source loop.txt"]]
        )

        let status = await harness.run(["source loop.txt"])

        #expect(status == .commandFailed)
        #expect(
            harness.console.reportedErrors == [
                ErrorViewModel(
                    message: "scripts are nested more than 3 deep",
                    hint: "Check for a script that sources itself."
                )
            ])
        #expect(harness.console.errorOutput.hasPrefix("loop.txt:1: error: scripts are nested more than 3 deep"))
    }

    @Test func source_quitInsideTheScript_endsTheSession() async {
        let harness = await SessionHarness(scripts: ["bye.txt": ["quit"]])

        let status = await harness.run(["source bye.txt", "bogus"])

        #expect(status == .success)
        #expect(harness.console.errorOutput.isEmpty)
    }

    @Test func source_stopOnErrorInsideTheScript_stopsTheOuterScriptToo() async {
        let harness = await SessionHarness(
            configuration: SessionConfiguration(appName: "todo", stopOnError: true),
            scripts: ["bad.txt": ["bogus", "where"]]
        )

        let status = await harness.run(["source bad.txt", "where"])

        #expect(status == .commandFailed)
        #expect(harness.console.output.isEmpty)
    }
}

/// Set by a task when it has ended.
@MainActor
private final class Flag {
    var isSet = false
}
