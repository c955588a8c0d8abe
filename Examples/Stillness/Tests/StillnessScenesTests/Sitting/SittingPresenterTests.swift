import StillnessCore
import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sitting presenter")
struct SittingPresenterTests {
    private let display = SittingDisplayLogicSpy()
    private let sut = SittingPresenter()
    private let settings = MeditationSettings.standard

    init() {
        sut.display = display
    }

    @Test(arguments: [
        (TimerState.idle, "Ready", "type 'start' for a sitting of 10 minutes"),
        (.preparing(remainingSeconds: 15, sitting: 600), "Preparing", "00:15 until the first gong, then 10:00"),
        (.running(remainingSeconds: 599, sitting: 600), "Sitting", "09:59 left of 10:00"),
        (.paused(remainingSeconds: 61, sitting: 3_600, isPreparing: false), "Paused", "01:01 left of 60:00"),
        (
            .paused(remainingSeconds: 3, sitting: 60, isPreparing: true), "Paused",
            "00:03 until the first gong, then 01:00"
        ),
        (.finished(sitting: 300), "Finished", "a sitting of 05:00"),
    ])
    func presentStatus_putsThePhaseAndTimeIntoWords(state: TimerState, phase: String, detail: String) {
        sut.presentStatus(.init(state: state, settings: settings))

        #expect(display.calls == [.displayStatus(.init(phase: phase, detail: detail))])
    }

    @Test func presentAct_turnsEachEventIntoANotice() {
        // When
        sut.presentAct(
            .init(
                events: [.gong(.start), .gong(.end), .recorded(Session(number: 3, minutes: 1))],
                status: .init(state: .finished(sitting: 60), settings: settings)))

        // Then
        #expect(
            display.calls == [
                .displayAct(
                    .init(
                        notices: [
                            "♪ The first gong: the sitting begins.", "♪ The last gong: the sitting is over.",
                            "Logged sitting 3: 1 minute.",
                        ],
                        status: .init(phase: "Finished", detail: "a sitting of 01:00")))
            ])
    }

    @Test func presentError_keepsTheMessageAndHint() {
        sut.presentError(TimerError.alreadyRunning)

        #expect(
            display.calls == [
                .displayError(
                    ErrorViewModel(
                        message: "a sitting is already under way",
                        hint: "Type 'reset' to stop it first, or 'status' to see where it is."))
            ])
    }
}
