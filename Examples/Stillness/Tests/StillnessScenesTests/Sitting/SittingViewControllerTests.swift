import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sitting view controller")
struct SittingViewControllerTests {
    private let console = CapturingConsole(width: 60)
    private let interactor = SittingBusinessLogicSpy()
    private let router = SittingRoutingLogicSpy()
    private let sut: SittingViewController

    init() {
        sut = SittingViewController(console: console, interactor: interactor, router: router)
    }

    @Test func lifecycleAndCommands_becomeRequestsOrRoutes() async {
        // When
        await sut.sceneDidLoad()
        for command: SittingCommand in [.start(minutes: 5), .wait(seconds: 30), .pause, .resume, .reset, .status, .log]
        {
            await sut.handle(command)
        }

        // Then
        #expect(
            interactor.calls == [
                .showStatus, .act(.init(command: .start(minutes: 5))),
                .act(.init(command: .wait(seconds: 30))),
                .act(.init(command: .pause)), .act(.init(command: .resume)), .act(.init(command: .reset)),
                .showStatus,
            ])
        #expect(router.calls == [.routeToSessions])
    }

    @Test func commandTable_parsesEveryCommandAndChecksRanges() throws {
        let table = sut.commands

        #expect(table.declarationProblems().isEmpty)
        #expect(try table.command(for: "start") == .start(minutes: nil))
        #expect(try table.command(for: "start 20") == .start(minutes: 20))
        #expect(try table.command(for: "wait 90") == .wait(seconds: 90))
        #expect(try table.command(for: "pa") == .pause)
        #expect(try table.command(for: "log") == .log)
        #expect(throws: CommandLineError.self) { try table.command(for: "start 61") }
        #expect(throws: CommandLineError.self) { try table.command(for: "wait -5") }
        #expect(throws: CommandLineError.self) { try table.command(for: "wait") }
    }

    @Test func displayAct_writesTheNoticesThenTheStatus() {
        sut.displayAct(
            .init(
                notices: ["♪ The first gong: the sitting begins."],
                status: .init(phase: "Sitting", detail: "02:00 left of 02:00")))

        #expect(console.output == "♪ The first gong: the sitting begins.\nSitting: 02:00 left of 02:00\n")
    }

    @Test func displayError_goesToTheErrorStream() {
        sut.displayError(ErrorViewModel(message: "there is no sitting to pause", hint: "Type 'start' to begin one."))

        #expect(console.errorOutput == "error: there is no sitting to pause\n  Type 'start' to begin one.\n")
        #expect(console.output.isEmpty)
    }
}
