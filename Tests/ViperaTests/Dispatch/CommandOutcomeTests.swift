import Testing

@_spi(Dispatch) @testable import Vipera

/// A scene whose commands present an error through the display every view controller gets, or
/// show a line, or push a scene that presents an error as it loads.
@MainActor
private final class PresentingScene: Scene, ConsoleDisplaying, ErrorDisplaying {
    enum Command: Sendable, Equatable {
        case show
        case refuseTwice
        case openBroken
    }

    nonisolated static let sceneName = "Presenting"
    nonisolated static let table = CommandTable<Command>([
        CommandSpec("show", summary: "Show a line", command: .show),
        CommandSpec("refuse", summary: "Present two errors", command: .refuseTwice),
        CommandSpec("broken", summary: "Open a scene that fails to load", command: .openBroken),
    ])

    let console: any Console
    let navigator: Navigator
    var title: String { "Presenting" }
    var commands: CommandTable<Command> { Self.table }

    init(console: any Console, navigator: Navigator) {
        self.console = console
        self.navigator = navigator
    }

    func handle(_ command: Command) async {
        switch command {
        case .show:
            console.render(Paragraph("shown"))
        case .refuseTwice:
            displayError(ErrorViewModel(message: "first"))
            displayError(ErrorViewModel(message: "second"))
        case .openBroken:
            navigator.push(BrokenScene(console: console))
        }
    }
}

/// A scene that presents an error when it loads.
@MainActor
private final class BrokenScene: Scene, ConsoleDisplaying, ErrorDisplaying {
    nonisolated static let sceneName = "Broken"
    let console: any Console
    var title: String { "Broken" }

    init(console: any Console) {
        self.console = console
    }

    func sceneDidLoad() async {
        displayError(ErrorViewModel(message: "nothing to show", hint: "Go back."))
    }
}

@MainActor
@Suite("A command's outcome as a value")
struct CommandOutcomeTests {
    private let console = CapturingConsole(width: 80)
    private let navigator = Navigator()
    private let scene: PresentingScene
    private let dispatcher: CommandDispatcher

    init() async {
        scene = PresentingScene(console: console, navigator: navigator)
        dispatcher = CommandDispatcher(navigator: navigator, console: console)
        navigator.push(scene)
        await navigator.completeTransitions()
    }

    @Test func aCommandWhoseScenePresentsErrors_failsWithTheFirst_andOneThatPresentsNone_succeeds() async {
        // When
        let refused = await dispatcher.dispatch("refuse")
        let shown = await dispatcher.dispatch("show")

        // Then both errors were shown, and the outcome carries the first
        #expect(refused == .failed(ErrorViewModel(message: "first")))
        #expect(refused.isFailure && refused.error?.message == "first")
        #expect(console.reportedErrors.map(\.message) == ["first", "second"])
        #expect(shown == .succeeded && !shown.isFailure && shown.error == nil)
    }

    @Test func anErrorPresentedByTheSceneACommandReached_asItLoads_failsTheCommand() async {
        // When
        let opened = await dispatcher.dispatch("broken")

        // Then
        #expect(opened == .failed(ErrorViewModel(message: "nothing to show", hint: "Go back.")))
        #expect(navigator.breadcrumb == ["Presenting", "Broken"])
    }

    @Test func aLineThatNeverRan_isRefusedWithTheErrorShown_andAnEmptyLineIsEmpty() async throws {
        // When
        let unknown = await dispatcher.dispatch("shwo")
        let empty = await dispatcher.dispatch("   ")

        // Then
        let shown = try #require(console.reportedErrors.first)
        #expect(unknown == .refused(shown))
        #expect(shown.message == "unknown command 'shwo'")
        #expect(empty == .empty && !empty.isFailure)
    }

    @Test func performingACommandOutsideAnyDispatcher_saysHowItWent() async {
        // When an app runs the scene's commands itself
        let refused = await scene.perform(.refuseTwice)
        let shown = await scene.perform(.show)

        // Then each outcome is its own
        #expect(refused == .failed(ErrorViewModel(message: "first")))
        #expect(shown == .succeeded)
    }

    @Test func aRunWithinARun_keepsItsOwnMark_andTheOuterOneKeepsItsOwn() async {
        // Given a run that has presented an error
        let run = CommandRun()
        var inner: CommandOutcome?

        // When a command inside it presents none, then it presents one of its own
        let outer = await run.outcome {
            CommandRun.markFailed(ErrorViewModel(message: "outer"))
            inner = await run.outcome {}
            CommandRun.markFailed(ErrorViewModel(message: "later"))
        }

        // Then
        #expect(inner == .succeeded)
        #expect(outer == .failed(ErrorViewModel(message: "outer")))
    }

    @Test func anErrorPresentedOutsideAnyCommand_marksNothing() async {
        // When no command runs, presenting an error is only shown
        scene.displayError(ErrorViewModel(message: "idle"))

        // Then the next command's outcome is its own
        #expect(await dispatcher.dispatch("show") == .succeeded)
        #expect(console.reportedErrors.map(\.message) == ["idle"])
    }
}
