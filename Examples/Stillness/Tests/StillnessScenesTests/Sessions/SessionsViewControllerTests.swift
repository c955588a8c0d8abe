import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sessions view controller")
struct SessionsViewControllerTests {
    private let console = CapturingConsole(width: 60)
    private let interactor = SessionsBusinessLogicSpy()
    private let router = SessionsRoutingLogicSpy()
    private let sut: SessionsViewController

    init() {
        sut = SessionsViewController(console: console, interactor: interactor, router: router)
    }

    @Test func lifecycleAndCommands_becomeRequestsOrRoutes() async {
        await sut.sceneDidLoad()
        await sut.handle(.list)
        await sut.handle(.clear)
        await sut.handle(.done)

        #expect(interactor.calls == [.fetchSessions, .fetchSessions, .clearSessions])
        #expect(router.calls == [.routeBackToTimer])
    }

    @Test func done_whenItCannotGoBack_showsWhy() async {
        router.routeBackToTimerError = .detached

        await sut.handle(.done)

        #expect(console.errorOutput == "error: this scene is no longer on screen\n")
    }

    @Test func displaySessions_rendersATableAndTheTotal_orTheEmptyState() {
        sut.displaySessions(.init(rows: [.init(number: "1", minutes: "10")], total: "1 sitting, 10 minutes in all."))
        sut.displaySessions(.init(rows: [], total: "0 sittings, 0 minutes in all."))

        #expect(
            console.output
                == """
                #  Minutes
                -  -------
                1       10
                1 sitting, 10 minutes in all.
                No sittings yet.
                Finish one on the timer and it shows here.

                """)
    }

    @Test func commandTable_parsesEveryCommand() throws {
        #expect(sut.commands.declarationProblems().isEmpty)
        #expect(try sut.commands.command(for: "clear") == .clear)
        #expect(try sut.commands.command(for: "l") == .list)
        #expect(try sut.commands.command(for: "done") == .done)
    }
}
