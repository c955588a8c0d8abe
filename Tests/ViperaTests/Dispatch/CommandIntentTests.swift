import Foundation
import Testing

@_spi(Dispatch) @testable import Vipera

/// A ledger scene: a list of rows that share names and have stable keys, a draft amount that a
/// refused line clears, and commands with effects.
@MainActor
private final class LedgerScene: KeyedChoiceScene, LinkableScene, CollectingScene, ConsoleDisplaying,
    ErrorDisplaying
{
    enum Command: Sendable, Equatable {
        case open(ListItem)
        case amount(Int)
        case pay
        case search(String)
    }

    nonisolated static let sceneName = "Ledger"
    nonisolated static let rows: ChoiceSource = "rows"
    nonisolated static let table = CommandTable<Command>([
        CommandSpec("open", summary: "Open a row", TypedParameter.item("ROW", from: rows, "A row")) { .open($0) },
        CommandSpec(
            "amount", summary: "Set the amount", collects: "amount", TypedParameter.integer("N", in: 1...9, "How much")
        ) { .amount($0) },
        CommandSpec("pay", summary: "Pay the amount", effects: .changesData, command: .pay),
        CommandSpec("search", summary: "Search", TypedParameter.words("TEXT", "Words")) { .search($0) },
    ])

    private(set) var handled: [Command] = []
    private(set) var amount: Int?
    private var search: String?
    var onOpen: (@MainActor () -> Void)?
    let console: any Console

    init(console: any Console) {
        self.console = console
    }

    var title: String { "Ledger" }
    var commands: CommandTable<Command> { Self.table }

    func handle(_ command: Command) async {
        handled.append(command)
        switch command {
        case .amount(let value): amount = value
        case .search(let text): search = text
        case .open: onOpen?()
        case .pay: break
        }
    }

    func choices(for source: ChoiceSource) -> [String] {
        source == Self.rows ? ["Fresh Market", "Fresh Market", "Bakery"] : []
    }

    func choiceKeys(for source: ChoiceSource) -> [String] {
        source == Self.rows ? ["262", "263", "17"] : []
    }

    var linkSteps: [String] { search.map { ["search " + CommandWord.quoted($0)] } ?? [] }

    func refuse(_ refusal: ErrorViewModel, collecting piece: String) async {
        let cleared = piece == "amount" && amount != nil
        if cleared {
            amount = nil
        }
        displayError(refusal.addingNote(cleared ? "The amount is cleared." : nil))
    }
}

@MainActor
@Suite("What a command may change, and what a refusal clears")
struct CommandIntentTests {
    private let console = CapturingConsole(width: 200)
    private let navigator = Navigator()
    private let scene: LedgerScene
    private let dispatcher: CommandDispatcher

    init() async {
        scene = LedgerScene(console: console)
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
        navigator.push(scene)
        await navigator.completeTransitions()
    }

    @Test func whileOnlyNavigating_aCommandWithEffects_isRefusedBeforeItRuns() async throws {
        dispatcher.isNavigationOnly = true

        let refused = await dispatcher.dispatch("pay")
        let allowed = await dispatcher.dispatch("search fresh")

        #expect(refused.isFailure && allowed == .succeeded)
        #expect(refused == .refused(try #require(console.reportedErrors.first)))
        #expect(scene.handled == [.search("fresh")])
        #expect(
            console.errorOutput
                == "error: 'pay' changes data, and a deep link only navigates; nothing was changed\npay\n^~~\n"
                + "  A deep link (--at) only takes you somewhere; run the command once you are there, or with -c.\n")
    }

    @Test func aRefusedLineForAPiece_clearsTheOlderValue_andTheErrorSaysSo() async throws {
        _ = await dispatcher.dispatch("amount 5")

        let result = await dispatcher.dispatch("amount 12")

        #expect(result.error?.message == "N must be from 1 to 9, not '12'")
        #expect(result == .refused(try #require(console.reportedErrors.last)))
        #expect(scene.amount == nil)
        #expect(console.errorOutput.hasSuffix("  usage: amount N\n  The amount is cleared.\n"))
    }

    @Test func rowsThatShareAName_areAmbiguous_andAKeyPicksOneExactly() async throws {
        let ambiguous = await dispatcher.dispatch("open \"fresh market\"")
        let byKey = await dispatcher.dispatch("open #263")
        let notShown = await dispatcher.dispatch("open #999")

        #expect(ambiguous.isFailure && byKey == .succeeded && notShown.isFailure)
        #expect(scene.handled == [.open(ListItem(position: 2, name: "Fresh Market", key: "263"))])
        #expect(
            console.errorOutput.contains(
                "ROW 'fresh market' is ambiguous: it could be 1 Fresh Market or 2 Fresh Market"))
        #expect(console.errorOutput.contains("  Use its number in the list: several entries have that name."))
        #expect(console.errorOutput.contains("error: ROW '#999' is not in the list shown here"))
    }

    @Test func aLink_namesRowsByKey_andRepeatsWhatBroughtEachSceneToWhatItShows() async throws {
        // Given a scene reached by opening a row of a searched list
        let child = LedgerScene(console: console)
        scene.pushOnOpen(child, on: navigator)
        _ = await dispatcher.dispatch("search fresh market")
        _ = await dispatcher.dispatch("open 2")

        // When
        _ = await dispatcher.dispatch("where --link")

        // Then
        #expect(console.output.hasSuffix("--at 'search \"fresh market\"; open #263'\n"))
    }

    @Test func aCommandWord_isQuotedOnlyWhenItMustBe() {
        #expect(CommandWord.quoted("groceries") == "groceries")
        #expect(CommandWord.quoted("fresh market") == "\"fresh market\"")
        #expect(CommandWord.quoted("a;b") == "\"a;b\"")
        #expect(CommandWord.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(CommandWord.quoted("-5") == "\"-5\"")
    }
}

extension LedgerScene {
    /// Makes `open` push `child`, as a router would.
    fileprivate func pushOnOpen(_ child: LedgerScene, on navigator: Navigator) {
        onOpen = { navigator.push(child) }
    }
}
