import StillnessCore
import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sitting interactor")
struct SittingInteractorTests {
    private let presenter = SittingPresentationLogicSpy()
    private let worker = SittingWorkingLogicSpy()
    private let settings = MeditationSettings(minutes: 2, preparationSeconds: 15)
    private let sut: SittingInteractor

    init() {
        sut = SittingInteractor(settings: settings, presenter: presenter, worker: worker)
    }

    @Test func showStatus_presentsTheIdleTimerAndItsSettings() async {
        await sut.showStatus()

        #expect(presenter.calls == [.presentStatus(.init(state: .idle, settings: settings))])
    }

    @Test func start_withMinutes_prepareASittingOfThatLength() async {
        // When
        await sut.act(.init(command: .start(minutes: 5)))

        // Then
        let preparing = TimerState.preparing(remainingSeconds: 15, sitting: 300)
        #expect(sut.state == preparing)
        #expect(
            presenter.calls == [.presentAct(.init(events: [], status: .init(state: preparing, settings: settings)))])
        #expect(worker.calls.isEmpty)
    }

    @Test func waitingToTheEnd_showsBothGongs_andLogsTheSittingThroughTheWorker() async {
        // Given
        worker.recordResult = .success(Session(number: 4, minutes: 2))
        await sut.act(.init(command: .start(minutes: nil)))

        // When
        await sut.act(.init(command: .wait(seconds: 200)))

        // Then
        #expect(worker.calls == [.record(2)])
        #expect(
            presenter.presentActArguments.last
                == .init(
                    events: [.gong(.start), .gong(.end), .recorded(Session(number: 4, minutes: 2))],
                    status: .init(state: .finished(sitting: 120), settings: settings)))
    }

    @Test func anActionTheTimerRefuses_presentsTheErrorAndChangesNothing() async {
        await sut.act(.init(command: .pause))

        #expect(presenter.calls == [.presentError(ErrorViewModel(TimerError.notRunning))])
        #expect(sut.state == .idle)
    }

    @Test func aLengthOutOfRange_isRefusedBeforeTheTimerStarts() async {
        await sut.act(.init(command: .start(minutes: 61)))

        #expect(presenter.calls == [.presentError(ErrorViewModel(TimerError.invalidDuration(61)))])
        #expect(sut.state == .idle)
    }

    @Test func whenLoggingFails_theErrorIsPresented() async {
        // Given
        worker.recordResult = .failure(TimerError.notRunning)
        await sut.act(.init(command: .start(minutes: 1)))

        // When
        await sut.act(.init(command: .wait(seconds: 100)))

        // Then
        #expect(presenter.calls.last == .presentError(ErrorViewModel(TimerError.notRunning)))
    }
}
