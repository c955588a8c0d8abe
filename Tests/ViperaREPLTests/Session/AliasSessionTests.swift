import Testing
@_spi(Dispatch) import Vipera

@testable import ViperaREPL

@MainActor
@Suite("A session's aliases")
struct AliasSessionTests {
    @Test func anAlias_runsItsCommands_withTheWordsGiven() async {
        let harness = await SessionHarness()

        let status = await harness.run(["alias peek = open $1; back | head 1", "peek 2"])

        #expect(status == .success)
        #expect(harness.console.output.hasPrefix("Title:    Book flights to Lisbon\n"))
        #expect(harness.console.output.hasSuffix("Todos\n"))
        #expect(harness.navigator.entries.count == 1)
    }

    @Test func aliasAlone_listsThem_andUnaliasRemovesOne() async {
        let harness = await SessionHarness()
        _ = await harness.run(["alias hi = list | include high", "alias n = list | count"])
        harness.console.clear()

        _ = await harness.run(["alias", "unalias hi", "alias"])

        #expect(
            harness.console.output
                == lines(
                    "Alias  Runs", "-----  -------------------", "hi     list | include high",
                    "n      list | count", "Alias  Runs", "-----  ------------", "n      list | count"))
    }

    @Test func helpCompletionAndTheGuide_offerAliases() async {
        let harness = await SessionHarness()
        _ = await harness.run(["alias highs = list | include high"])
        harness.console.clear()

        _ = await harness.run(["help"])

        #expect(harness.console.output.contains("Aliases\n  highs [WORDS...]  = list | include high\n"))
        #expect(harness.session.dispatcher.completions(for: "hig").candidates == ["highs"])
        #expect(harness.session.dispatcher.completions(for: "list | inc").candidates == ["include"])
        guard case .words(let words) = harness.session.dispatcher.nextWords(after: "highs ") else {
            Issue.record("no words")
            return
        }
        #expect(words.map(\.word).contains("<Enter>"))
    }

    @Test func anAliasOutputIsFilteredAsOne_andItsOwnFiltersApplyFirst() async {
        let harness = await SessionHarness()

        _ = await harness.run(["alias both = list | include high; list --all | include done", "both | count"])

        #expect(harness.console.output == "3\n")
    }

    @Test func errorsInAnAlias_pointAtTheLineThatUsedIt_andNameTheAlias() async {
        let harness = await SessionHarness()

        let status = await harness.run(["alias op = open $1", "", "op 9"])

        #expect(status == .commandFailed)
        // The caret is under the alias's command, which is shown, and its column is in that line.
        #expect(harness.console.errorOutput.hasPrefix("<script>:3:6: error: in alias op: TODO must be a number"))
        #expect(harness.console.errorOutput.contains("\nopen 9\n     ^\n"))
    }

    @Test func aliasesMayNotTakeAGlobalCommandsName_orRunThemselves() async {
        let harness = await SessionHarness()

        harness.console.width = 120
        _ = await harness.run(["alias where = list", "alias loop = list; loop"])

        #expect(
            harness.console.errorOutput
                == lines(
                    "<script>:1: error: 'where' is a command in every scene; an alias may not take its name",
                    "  Choose another name; 'help' lists the commands every scene has.",
                    "<script>:2: error: alias 'loop' would run itself: loop → loop",
                    "  An alias may run other aliases, but never itself."))
        #expect(harness.session.aliases.isEmpty)
    }

    @Test func aliasesThatRunAliasesThroughTheirWords_stopAtTheNestingLimit() async {
        // Given an alias that runs whatever it is given, given itself many times
        let harness = await SessionHarness(
            configuration: SessionConfiguration(appName: "todo", maximumAliasDepth: 4))
        _ = await harness.run(["alias run = $@"])

        // When it nests deeper than the limit, and when it does not
        let deep = await harness.run(["run run run run run list"])
        let refusals = harness.console.errorOutput
        _ = await harness.run(["run run run run list | count"])

        // Then the first is refused and the second runs
        #expect(deep == .commandFailed)
        #expect(
            refusals == "<script>:1: error: in alias run: aliases run aliases more than 4 deep\n"
                + "  An alias may run other aliases, but never itself.\n")
        #expect(harness.console.errorOutput == refusals)
        #expect(harness.console.output == "8\n")
    }

    @Test func quitInAnAlias_endsTheSession() async {
        let harness = await SessionHarness()

        _ = await harness.run(["alias bye = list; quit", "bye", "list"])

        #expect(harness.console.output.components(separatedBy: "Todos\n").count == 2)
    }
}
