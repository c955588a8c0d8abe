import StillnessCore
import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sessions presenter")
struct SessionsPresenterTests {
    private let display = SessionsDisplayLogicSpy()
    private let sut = SessionsPresenter()

    init() {
        sut.display = display
    }

    @Test func presentSessions_givesRowsAndTheTotal() {
        sut.presentSessions(.init(sessions: [Session(number: 1, minutes: 10), Session(number: 2, minutes: 5)]))

        #expect(
            display.calls == [
                .displaySessions(
                    .init(
                        rows: [.init(number: "1", minutes: "10"), .init(number: "2", minutes: "5")],
                        total: "2 sittings, 15 minutes in all."))
            ])
    }

    @Test func presentCleared_countsInWords() {
        sut.presentCleared(.init(count: 1))
        sut.presentCleared(.init(count: 0))

        #expect(
            display.calls == [
                .displayCleared(.init(message: "Forgot 1 sitting.")),
                .displayCleared(.init(message: "Forgot 0 sittings.")),
            ])
    }
}
