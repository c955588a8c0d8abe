import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

@MainActor
private final class AccountsScene: Scene {
    nonisolated static let sceneName = "Accounts"
    let title = "Accounts"
}

@MainActor
private final class AccountDetailScene: Scene {
    nonisolated static let sceneName = "AccountDetail"
    let title = "Everyday"
}

/// What the REPL does to guide: `back N`, `back to SCENE`, numbered `where`, `?`, and where a
/// command from another scene works.
@MainActor
@Suite("Guidance")
struct GuidanceTests {
    private let log = EventLog()
    private let console = CapturingConsole(width: 80)
    private let navigator = Navigator()
    private let home: RecordingScene

    init() async {
        home = RecordingScene("Home", log: log, console: console, accountNames: ["Everyday", "Rainy day", "Travel"])
        navigator.push(home)
        navigator.push(AccountsScene())
        navigator.push(AccountDetailScene())
        navigator.push(PlainScene("Transactions"))
        await navigator.completeTransitions()
        log.clear()
    }

    private func dispatcher(directory: CommandDirectory = .empty) -> CommandDispatcher {
        CommandDispatcher(navigator: navigator, console: console, directory: directory)
    }

    // MARK: - Moves Through The Stack

    @Test func backN_popsThatManyScenes_inOneStep_withOneLifecycleCall() async {
        // When
        let result = await dispatcher().dispatch("back 3")

        // Then Home is on top again and is shown once (its first showing: only the top was loaded)
        #expect(result == .succeeded)
        #expect(navigator.breadcrumb == ["Home"])
        #expect(log.events == ["Home.didLoad"])
    }

    @Test func backN_deeperThanTheStack_isRefusedAndChangesNothing() async {
        let result = await dispatcher().dispatch("back 4")

        #expect(result.isFailure)
        #expect(navigator.breadcrumb == ["Home", "Accounts", "Everyday", "Transactions"])
        #expect(console.errorOutput.hasPrefix("error: cannot go back 4: there are only 3 scenes below this one\n"))
    }

    @Test func backTo_aTitle_popsToItsScene() async {
        #expect(await dispatcher().dispatch("back to every") == .succeeded)
        #expect(navigator.breadcrumb == ["Home", "Accounts", "Everyday"])
    }

    @Test func backTo_popsToTheNearestSceneWithThatTitle_byAUniquePrefixInAnyCase() async {
        // The account's scene is AccountDetail in code, but the breadcrumb shows "Everyday".
        #expect(await dispatcher().dispatch("back to ACC") == .succeeded)

        #expect(navigator.breadcrumb == ["Home", "Accounts"])
        #expect(console.errorOutput.isEmpty)
    }

    @Test func backTo_aTypeNameTheBreadcrumbNeverShows_isRefusedWithTheTitlesItDoes() async {
        #expect(await dispatcher().dispatch("back to AccountDetail").isFailure)

        #expect(
            console.reportedErrors.first?.message
                == "SCENE must be one of Everyday, Accounts, Home, not 'AccountDetail'")
    }

    @Test func backTo_aSceneThatIsNotBelow_isRefusedWithTheNamesThatAre() async {
        #expect(await dispatcher().dispatch("back to cards").isFailure)
        #expect(
            console.reportedErrors.first?.message
                == "SCENE must be one of Everyday, Accounts, Home, not 'cards'")
        #expect(navigator.breadcrumb.count == 4)
    }

    @Test func back_withWordsItDoesNotTake_isAnErrorPointingAtThem() async {
        #expect(await dispatcher().dispatch("back two").isFailure)
        #expect(await dispatcher().dispatch("back 2 home").isFailure)

        #expect(
            console.reportedErrors.map(\.caret) == [
                SourceCaret(line: "back two", column: 6, marked: "two"),
                SourceCaret(line: "back 2 home", column: 6, marked: "2 home"),
            ])
    }

    @Test func where_numbersTheEntriesFromTheRoot() async {
        console.outputFormat = .json

        _ = await dispatcher().dispatch("where")

        #expect(console.output.contains(##"{"id":"#0","position":1,"scene":"RecordingScene","title":"Home"}"##))
        #expect(console.output.contains(##"{"id":"#3","position":4,"scene":"PlainScene","title":"Transactions"}"##))
    }

    // MARK: - Links

    @Test func whereLink_writesEachPushInFull_byName_andRefusesASensitiveStep() async throws {
        // Given Home, whose `open` and `pin` push a scene
        try navigator.pop(steps: 3)
        await navigator.completeTransitions()
        let navigator = self.navigator
        home.onCommand = { command in
            switch command {
            case .open(let item): navigator.push(PlainScene(item.name))
            case .secret: navigator.push(PlainScene("Vault"))
            default: break
            }
        }
        let dispatcher = dispatcher()
        console.outputFormat = .json

        // When a scene is opened by an abbreviation and a position, and the link asked for
        _ = await dispatcher.dispatch("op 2")
        _ = await dispatcher.dispatch("where --link")
        _ = await dispatcher.dispatch("back")
        _ = await dispatcher.dispatch("pin 1234")
        let refused = await dispatcher.dispatch("where --link")

        // Then the link names the command and the entry in full; past a sensitive command there is none
        #expect(
            console.output.contains(#"{"kind":"link","scene":"PlainScene","viewModel":{"link":"open \"Rainy day\""}}"#))
        #expect(refused.isFailure)
        #expect(
            console.reportedErrors.last?.message.hasPrefix("this scene was reached through a command kept out") == true)
    }

    // MARK: - Where A Command Works

    @Test func aCommandOfASceneOffTheStack_saysWhereItWorks() async {
        // Given a directory where only an account's statement scene has `statement`
        let directory = CommandDirectory([
            SceneCatalogEntry(
                name: "RecordingScene", place: "Home", purpose: "", commands: RecordingScene.table.descriptors),
            SceneCatalogEntry(name: "PlainScene", place: "an account's transactions", purpose: "", commands: []),
            SceneCatalogEntry(
                name: "Statement", place: "a statement", purpose: "",
                commands: [CommandDescriptor(name: "statement", summary: "")]),
        ])

        // When `statement` is typed among the transactions
        #expect(await dispatcher(directory: directory).dispatch("statement 5").isFailure)

        // Then it says where it works, and nothing moved
        #expect(
            console.reportedErrors.first?.message
                == "'statement' is not a command in an account's transactions; it works in a statement")
        #expect(console.reportedErrors.first?.caret?.marked == "statement")
        #expect(navigator.breadcrumb == ["Home", "Accounts", "Everyday", "Transactions"])
    }

    @Test func aCommandOfASceneLowerOnTheStack_runsThere_asIfTypedAfterBackToIt() async {
        // When Home's `transfer` is typed among the transactions, three scenes above Home
        let result = await dispatcher().dispatch("transfer 5")

        // Then the scenes above Home are left, the command runs in Home, and Home is shown after
        // it (for the first time here: only the top was loaded)
        #expect(result == .succeeded)
        #expect(navigator.breadcrumb == ["Home"])
        #expect(log.events == ["Home.handle(transfer(amount: 5, memo: nil))", "Home.didLoad"])
        #expect(console.reportedErrors.isEmpty)
    }

    @Test func aLineALowerSceneRefuses_leavesTheStackAsItWas() async {
        // When Home's `transfer` is typed with an amount it refuses
        let result = await dispatcher().dispatch("transfer lots")

        // Then the refusal is Home's, and nothing moved
        #expect(result.isFailure)
        #expect(console.reportedErrors.first?.message.contains("lots") == true)
        #expect(navigator.breadcrumb == ["Home", "Accounts", "Everyday", "Transactions"])
        #expect(log.events.isEmpty)
    }

    @Test func helpForACommandOfAnotherScene_saysWhereItWorks_asTypingItDoes() async {
        // Given a directory where only an account has `transfer`
        let directory = CommandDirectory([
            SceneCatalogEntry(name: "PlainScene", place: "an account's transactions", purpose: "", commands: []),
            SceneCatalogEntry(
                name: "AccountDetail", place: "an account", purpose: "",
                commands: [CommandDescriptor(name: "transfer", summary: "")]),
        ])

        // When help is asked for it among the transactions
        #expect(await dispatcher(directory: directory).dispatch("help transfer").isFailure)

        // Then the answer is where it works, pointing at the word
        #expect(
            console.reportedErrors.first?.message
                == "'transfer' is not a command in an account's transactions; it works in an account")
        #expect(console.reportedErrors.first?.caret?.marked == "transfer")
    }

    @Test func aGlobalCommandRefused_whoseNameAnotherScenesCommandShares_saysWhereThatOneWorks() async {
        // Given a directory where Settings has a `set` of its own
        let directory = CommandDirectory([
            SceneCatalogEntry(name: "PlainScene", place: "an account's transactions", purpose: "", commands: []),
            SceneCatalogEntry(
                name: "Settings", place: "Settings", purpose: "",
                commands: [CommandDescriptor(name: "set", summary: "")]),
        ])

        // When the global `set` is given a word only Settings' takes
        #expect(await dispatcher(directory: directory).dispatch("set page-size 5").isFailure)

        // Then the refusal stays, with a hint at Settings
        #expect(console.reportedErrors.first?.message == "SETTING must be one of output, pager, not 'page-size'")
        #expect(
            console.reportedErrors.first?.hint
                == "Here 'set' is the command every scene has; the 'set' in Settings takes other words.")
    }

    // MARK: - Question Mark

    @Test func questionMark_atTheEndOfALine_listsTheArgumentAndItsValues_andRunsNothing() async throws {
        try navigator.pop(steps: 3)
        await navigator.completeTransitions()
        log.clear()

        let result = await dispatcher().dispatch("open ?")

        #expect(result == .succeeded)
        #expect(log.events.isEmpty)
        #expect(
            console.output
                == lines(
                    "  ACCOUNT  Number or name (a number from the list or the start of a name)",
                    "    1      Everyday",
                    "    2      Rainy day",
                    "    3      Travel"
                ))
    }

    @Test func questionMark_afterACompleteCommand_listsItsOptionsAndEnter() async throws {
        try navigator.pop(steps: 3)
        await navigator.completeTransitions()

        guard case .words(let words) = dispatcher().nextWords(after: "transfer 5 ") else {
            Issue.record("expected words")
            return
        }

        #expect(words.map(\.word) == ["--memo MEMO", "--to TO", "<Enter>"])
    }

    @Test func questionMark_atTheStart_listsTheScenesCommandsThenTheGlobalOnes() async throws {
        try navigator.pop(steps: 3)
        await navigator.completeTransitions()

        guard case .words(let words) = dispatcher().nextWords(after: "") else {
            Issue.record("expected words")
            return
        }

        #expect(words.first == NextWord("accounts", "List the accounts"))
        #expect(
            words.map(\.word).prefix(7) == [
                "accounts", "open ACCOUNT", "transfer AMOUNT [--memo MEMO] [--to TO]", "fail", "push TITLE", "pin PIN",
                "help [COMMAND]",
            ])
        #expect(words.contains(NextWord("back [N] [SCENE]", "Go back a scene, or more: back 2, back to SCENE")))
    }

    @Test func questionMark_insideQuotes_isText_andAfterAnUnknownCommand_isAnError() {
        #expect(dispatcher().nextWords(after: #"push "Why"#) == .literal)
        guard case .refused(let error) = dispatcher().nextWords(after: "bogus ") else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message == "unknown command 'bogus'")
        #expect(error.caret == SourceCaret(line: "bogus ", column: 1, marked: "bogus"))
    }

    // MARK: - Carets

    @Test func aCaret_countsCharactersNotBytes_andCanPointPastTheEnd() {
        #expect(SourceCaret(line: "add é x", span: 7..<8) == SourceCaret(line: "add é x", column: 7, marked: "x"))
        #expect(SourceCaret(line: "open", span: 5..<5).columnsPastEnd == 1)
    }

    @Test func aCaretUnderALongLine_keepsTheMarkedWordOnScreen() {
        let line = String(repeating: "word ", count: 30) + "oops"
        let message = ErrorMessage("bad", caret: SourceCaret(line: line, span: 150..<154))

        let shown = message.rendered(in: RenderContext(width: 40, colorEnabled: false)).split(separator: "\n")

        #expect(shown[1].hasPrefix("…") && shown[1].hasSuffix("oops"))
        #expect(shown[2] == String(repeating: " ", count: shown[1].count - 4) + "^~~~")
    }

    @Test(arguments: [0, 500_000, 999_990])
    func aMegabyteLine_isQuotedAsAWindowAroundTheCaret_evenLaidOutUnwrapped(offset: Int) {
        // Given a line of a million characters with an error somewhere in it
        var line = String(repeating: "x", count: 1_000_000)
        let start = line.index(line.startIndex, offsetBy: offset)
        line.replaceSubrange(start..<line.index(start, offsetBy: 4), with: "oops")
        let message = ErrorMessage("bad", caret: SourceCaret(line: line, span: offset..<offset + 4))

        // When it is laid out as standard error to a file is, without wrapping
        let text = message.rendered(in: RenderContext(width: 1 << 20, colorEnabled: false))
        let shown = text.split(separator: "\n")

        // Then the quoted line is a window that holds the word, with the caret under it
        #expect(text.utf8.count < 1_000)
        #expect(shown[1].contains("oops"))
        let caretColumn = shown[2].prefix { $0 == " " }.count
        #expect(shown[1].dropFirst(caretColumn).hasPrefix("oops"))
        #expect(shown[2].hasSuffix("^~~~"))
    }
}
