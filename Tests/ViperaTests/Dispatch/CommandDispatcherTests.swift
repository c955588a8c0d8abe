import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

@MainActor
@Suite("Command dispatcher")
struct CommandDispatcherTests {
    private let log = EventLog()
    private let console = CapturingConsole(width: 80)
    private let navigator = Navigator()
    private let dispatcher: CommandDispatcher
    private let home: RecordingScene

    init() async {
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
        home = RecordingScene("Home", log: log, console: console, accountNames: ["Everyday", "Rainy day", "Travel"])
        navigator.push(home)
        await navigator.completeTransitions()
        log.clear()
    }

    // MARK: - Scene Commands

    @Test func sceneCommand_isParsedIntoItsTypedValueAndHandled() async {
        let result = await dispatcher.dispatch("open rainy")

        #expect(result == .succeeded)
        #expect(
            log.events == [
                #"Home.handle(open(Vipera.ListItem(position: 2, name: "Rainy day", key: nil, isNumber: false)))"#
            ])
    }

    @Test func aGlobalThatGivesWay_leavesItsNameToTheScenesOwnCommand() async {
        // Given a session's global `accounts` that gives way, beside Home's own `accounts`
        let ran = EventLog()
        let sut = CommandDispatcher(
            navigator: navigator, console: console,
            additionalGlobals: [
                CommandSpec(
                    "accounts", summary: "",
                    command: GlobalCommand { _ in
                        ran.record("global accounts")
                        return .succeeded
                    })
            ],
            globalsGivingWay: ["accounts"])

        // When it is typed where the scene has one
        let result = await sut.dispatch("accounts")

        // Then the scene's runs, not the global
        #expect(result == .succeeded)
        #expect(log.events == ["Home.handle(accounts)"])
        #expect(ran.events.isEmpty)
    }

    @Test func sceneCommand_byAliasOrUniquePrefix_isHandled() async {
        #expect(await dispatcher.dispatch("acc") == .succeeded)
        #expect(await dispatcher.dispatch("ACCOUNTS") == .succeeded)
        #expect(await dispatcher.dispatch("tr 12.5 --memo 'for rent'") == .succeeded)

        #expect(
            log.events == [
                "Home.handle(accounts)", "Home.handle(accounts)",
                #"Home.handle(transfer(amount: 12.5, memo: Optional("for rent")))"#,
            ])
    }

    @Test func emptyOrBlankLine_doesNothing() async {
        #expect(await dispatcher.dispatch("") == .empty)
        #expect(await dispatcher.dispatch("   ") == .empty)
        #expect(log.events.isEmpty)
        #expect(console.chunks.isEmpty)
    }

    @Test func parseError_isReportedWithUsageAndNeverReachesTheScene() async {
        let result = await dispatcher.dispatch("open 9")

        #expect(result.isFailure)
        #expect(log.events.isEmpty)
        #expect(
            console.errorOutput
                == lines(
                    "error: ACCOUNT must be a number from 1 to 3 or the start of a name, not '9'",
                    "open 9",
                    "     ^",
                    "  usage: open ACCOUNT"
                ))
    }

    @Test func tokenizerError_isReported() async {
        #expect(await dispatcher.dispatch(#"transfer 5 --memo "rent"#).isFailure)
        #expect(
            console.errorOutput
                == lines(
                    #"error: unterminated quote: the " at column 19 is never closed"#,
                    #"transfer 5 --memo "rent"#,
                    "                  ^~~~~",
                    #"  Close the quote, or write \" for a literal "."#
                ))
    }

    @Test func unknownCommand_isReportedWithSuggestion() async {
        #expect(await dispatcher.dispatch("acounts").isFailure)
        #expect(
            console.errorOutput
                == lines(
                    "error: unknown command 'acounts'",
                    "acounts",
                    "^~~~~~~",
                    "  Did you mean 'accounts'? Type 'help' to see the commands."
                ))
    }

    @Test func validationInTheBuilder_isReportedWithUsage() async {
        #expect(await dispatcher.dispatch("transfer 0").isFailure)
        #expect(log.events.isEmpty)
        #expect(
            console.reportedErrors == [
                ErrorViewModel(
                    message: "AMOUNT must be more than zero",
                    hint: "usage: transfer AMOUNT [--memo MEMO] [--to TO]",
                    caret: SourceCaret(line: "transfer 0", column: 10, marked: "0")
                )
            ])
    }

    @Test func commandWhoseScenePresentsAnError_failsWithIt_andALineThatDoesNotParse_isRefused() async {
        #expect(await dispatcher.dispatch("fail") == .failed(ErrorViewModel(message: "it failed", hint: "try again")))
        #expect(await dispatcher.dispatch("transfer") == .refused(console.reportedErrors[1]))
        #expect(await dispatcher.dispatch("accounts") == .succeeded)
    }

    @Test func commandThatNavigates_returnsAfterTheNewSceneAppeared() async {
        home.onCommand = { [navigator, log] command in
            if case .push(let title) = command {
                navigator.push(RecordingScene(title, log: log))
            }
        }

        #expect(await dispatcher.dispatch("push Accounts") == .succeeded)
        #expect(log.events == [#"Home.handle(push("Accounts"))"#, "Accounts.didLoad"])
    }

    // MARK: - Global Commands

    @Test func quitAndExit_endTheSession() async {
        #expect(await dispatcher.dispatch("quit") == .quit)
        #expect(await dispatcher.dispatch("exit") == .quit)
        #expect(await dispatcher.dispatch("q") == .quit)
    }

    @Test func quitWithArguments_isAnError() async {
        #expect(await dispatcher.dispatch("quit now").isFailure)
        #expect(console.reportedErrors.first?.message == "unexpected argument 'now' for 'quit'")
    }

    @Test func back_popsAndRevealsTheSceneBelow() async {
        navigator.push(RecordingScene("Accounts", log: log))
        await navigator.completeTransitions()

        #expect(await dispatcher.dispatch("back") == .succeeded)
        #expect(log.events == ["Accounts.didLoad", "Accounts.willBeRemoved", "Home.willAppear"])
    }

    @Test func back_atTheRoot_isRefusedWithAHint() async {
        #expect(await dispatcher.dispatch("back").isFailure)
        #expect(
            console.errorOutput
                == lines(
                    "error: already at Home: there is nothing to go back to",
                    "  Type 'quit' to leave, or 'help' to see what you can do here."
                ))
        #expect(navigator.breadcrumb == ["Home"])
    }

    @Test func home_popsToTheRoot() async {
        navigator.push(RecordingScene("A", log: log))
        navigator.push(RecordingScene("B", log: log))

        #expect(await dispatcher.dispatch("home") == .succeeded)
        #expect(navigator.breadcrumb == ["Home"])
        #expect(log.events == ["B.willBeRemoved", "A.willBeRemoved", "Home.willAppear"])
    }

    @Test func where_listsTheStackWithEntryIdentifiers() async {
        navigator.push(PlainScene("Everyday"))
        await navigator.completeTransitions()

        #expect(await dispatcher.dispatch("where") == .succeeded)
        #expect(
            console.output
                == lines(
                    "#  Scene           Title",
                    "-  --------------  --------",
                    "1  RecordingScene  Home",
                    "2  PlainScene      Everyday"
                ))
    }

    @Test func help_listsSceneAndGlobalCommands() async {
        #expect(await dispatcher.dispatch("help") == .succeeded)
        #expect(
            console.output
                == lines(
                    "Commands in Home",
                    "  accounts                   List the accounts (also: acc)",
                    "  open ACCOUNT               Open an account",
                    "  transfer AMOUNT [OPTIONS]  Move money",
                    "  fail                       Report an error",
                    "  push TITLE                 Open a scene",
                    "  pin PIN                    Set a PIN",
                    "",
                    "Commands everywhere",
                    "  help [COMMAND]     Show the commands, or how to use one (also: ?)",
                    "  back [N] [SCENE]   Go back a scene, or more: back 2, back to SCENE",
                    "  home               Go back to the first scene",
                    "  where [--link]     Show the scenes you came through",
                    "  quit               Leave the app (also: exit)",
                    "  set SETTING VALUE  Change a session setting: output or pager",
                    "",
                    "Type 'help COMMAND' for details. Any unambiguous start of a command works too;",
                    "where it starts a command of this scene and a global one, this scene's wins."
                ))
    }

    @Test func helpCommand_explainsOneCommand() async {
        #expect(await dispatcher.dispatch("help tr") == .succeeded)
        #expect(
            console.output
                == lines(
                    "transfer: Move money",
                    "usage: transfer AMOUNT [--memo MEMO] [--to TO]",
                    "",
                    "Arguments",
                    "  AMOUNT  How much (a number with at most 2 decimal places)",
                    "",
                    "Options",
                    "  --memo  A note (text)",
                    "  --to    Where to (one of the names shown)"
                ))
    }

    @Test func helpForAnUnknownCommand_suggests() async {
        #expect(await dispatcher.dispatch("help acounts").isFailure)
        #expect(
            console.errorOutput
                == lines(
                    "error: unknown command 'acounts'",
                    "help acounts",
                    "     ^~~~~~~",
                    "  Did you mean 'accounts'? Type 'help' to see the commands."
                ))
    }

    @Test func sceneWithoutCommands_getsOnlyGlobalHelp() async {
        navigator.push(PlainScene("Receipt"))
        await navigator.completeTransitions()

        #expect(await dispatcher.dispatch("help") == .succeeded)
        #expect(console.output.hasPrefix("Commands everywhere\n"))
        // Home's commands run in Home, below it; a word no scene on the stack has is unknown
        #expect(await dispatcher.dispatch("statement").isFailure)
    }

    @Test func additionalGlobals_workEverywhereAndAppearInHelp() async {
        let ran = EventLog()
        let dispatcher = CommandDispatcher(
            navigator: navigator,
            console: console,
            additionalGlobals: [
                CommandSpec("history", summary: "Show history") { _ in
                    GlobalCommand { context in
                        ran.record("history in \(context.navigator.breadcrumb.joined())")
                        return .succeeded
                    }
                }
            ]
        )

        #expect(await dispatcher.dispatch("hist") == .succeeded)
        #expect(ran.events == ["history in Home"])
        #expect(
            dispatcher.globals.descriptors.map(\.name) == ["help", "back", "home", "where", "quit", "set", "history"])
    }

    @Test func emptyNavigator_stillAnswersGlobalCommands() async {
        let dispatcher = CommandDispatcher(navigator: Navigator(), console: console)

        #expect(await dispatcher.dispatch("where") == .succeeded)
        #expect(await dispatcher.dispatch("back").isFailure)
        #expect(await dispatcher.dispatch("accounts").isFailure)
        #expect(console.output == "No scene is showing.\n")
        #expect(console.reportedErrors.map(\.message) == ["no scene is showing", "unknown command 'accounts'"])
    }

    // MARK: - Completion and Sensitivity

    @Test func completion_firstWord_offersCommandNames() {
        #expect(
            dispatcher.completions(for: "").candidates == [
                "?", "acc", "accounts", "back", "exit", "fail", "help", "home", "open", "pin", "push", "quit",
                "set", "transfer",
                "where",
            ])
        #expect(dispatcher.completions(for: "h") == Completion(typedWord: "h", candidates: ["help", "home"]))
        #expect(dispatcher.completions(for: "TR").candidates == ["transfer"])
    }

    @Test func completion_arguments_offerTheScenesValuesQuotedWhenNeeded() {
        let completion = dispatcher.completions(for: "open ra")

        #expect(completion == Completion(typedWord: "ra", candidates: ["Rainy day"]))
        #expect(completion.insertion(for: "Rainy day") == #""Rainy day""#)
        #expect(dispatcher.completions(for: #"open "Rainy d"#).typedWord == #""Rainy d"#)
        #expect(dispatcher.completions(for: "open ").candidates == ["Everyday", "Rainy day", "Travel"])
    }

    @Test func completion_options_offerNamesThenValues() {
        #expect(dispatcher.completions(for: "transfer 5 --").candidates == ["--memo", "--to"])
        #expect(dispatcher.completions(for: "transfer 5 --to t").candidates == ["Travel"])
        #expect(dispatcher.completions(for: "transfer 5 --memo ").candidates.isEmpty)
        #expect(dispatcher.completions(for: "help ac").candidates == ["acc", "accounts"])
    }

    @Test func completion_unknownCommandOrExtraWords_offerNothing() {
        #expect(dispatcher.completions(for: "zzz ").candidates.isEmpty)
        #expect(dispatcher.completions(for: "accounts ").candidates.isEmpty)
    }

    @Test func completion_commonPrefix_keepsTheFirstSpelling() {
        #expect(Completion(typedWord: "t", candidates: ["Travel", "travel fund"]).commonPrefix == "Travel")
        #expect(Completion(typedWord: "", candidates: []).commonPrefix == "")
        #expect(Completion(typedWord: "", candidates: ["a\"b"]).insertion(for: "a\"b") == #""a\"b""#)
    }

    @Test func sensitiveParameter_marksTheLine() {
        #expect(dispatcher.isSensitive("pin 1234"))
        #expect(dispatcher.isSensitive("pi 1234"))
        #expect(!dispatcher.isSensitive("accounts"))
        #expect(!dispatcher.isSensitive(""))
    }
}
