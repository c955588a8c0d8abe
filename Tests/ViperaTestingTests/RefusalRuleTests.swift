import Testing
import Vipera
import ViperaTesting

/// A one-piece draft: `set N` collects a number, `show` shows it. `forgets` says whether the scene
/// keeps the rule that a refused value leaves no older value in its place.
@MainActor
private final class DraftScene: CollectingScene, ConsoleDisplaying, ErrorDisplaying {
    enum Command: Sendable, Equatable {
        case set(Int)
        case show
    }

    static let sceneName = "Draft"
    nonisolated static let number = TypedParameter.integer("N", in: 1...99, "A number")
    nonisolated static let table = CommandTable<Command>([
        CommandSpec("set", summary: "Set the number", collects: "number", number) { .set($0) },
        CommandSpec("show", summary: "Show the number", command: .show),
    ])

    let console: any Console
    let forgets: Bool
    private var number: Int?

    init(console: any Console, forgets: Bool) {
        self.console = console
        self.forgets = forgets
    }

    var title: String { "Draft" }
    var commands: CommandTable<Command> { Self.table }

    func handle(_ command: Command) async {
        switch command {
        case .set(let value): number = value
        case .show: console.render(Paragraph("number: \(number.map(String.init) ?? "none")"))
        }
    }

    func refuse(_ refusal: ErrorViewModel, collecting piece: String) async {
        let clears = forgets && piece == "number" && number != nil
        if clears {
            number = nil
        }
        displayError(refusal.addingNote(clears ? "The number is cleared." : nil))
    }
}

@MainActor
@Suite("The refusal rule of multi-step commands")
struct RefusalRuleTests {
    private func harness(forgets: Bool) async -> SceneHarness {
        await SceneHarness { console, _ in DraftScene(console: console, forgets: forgets) }
    }

    @Test func aSceneThatForgets_keepsTheRule_andTheRefusalSaysWhatItCleared() async {
        // Given
        let draft = await harness(forgets: true)

        // When
        let problems = await draft.refusalProblems(accepted: "set 42", refused: "set 420", probe: "show", stale: "42")
        let again = await draft.run("set 7", "set x")

        // Then
        #expect(problems.isEmpty)
        #expect(again.errors.hasSuffix("  usage: set N\n  The number is cleared.\n"))
        #expect(await draft.run("show").output == "number: none\n")
    }

    @Test func aSceneThatKeepsTheOlderValue_breaksTheRule_andTheCheckSaysHow() async {
        // Given a scene that ignores refusals
        let draft = await harness(forgets: false)

        // When
        let problems = await draft.refusalProblems(accepted: "set 42", refused: "set 420", probe: "show", stale: "42")

        // Then
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("after 'set 420' was refused, 'show' still shows '42' from 'set 42'") == true)
    }

    @Test func aCheckWhoseValuesAreNotAcceptedAndRefused_saysSo() async {
        let draft = await harness(forgets: true)

        let problems = await draft.refusalProblems(accepted: "set 420", refused: "set 5", probe: "show", stale: "none")

        #expect(
            problems == [
                "'set 420' was expected to be accepted, but it was refused",
                "'set 5' was expected to be refused, but it was not",
            ])
    }
}
