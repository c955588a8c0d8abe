import StillnessCore
import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sessions interactor")
struct SessionsInteractorTests {
    private let presenter = SessionsPresentationLogicSpy()
    private let worker = SessionsWorkingLogicSpy()
    private let sut: SessionsInteractor

    init() {
        sut = SessionsInteractor(presenter: presenter, worker: worker)
    }

    @Test func fetchSessions_presentsTheLog() async {
        // Given
        let log = [Session(number: 1, minutes: 10)]
        worker.fetchSessionsResult = .success(log)

        // When
        await sut.fetchSessions()

        // Then
        #expect(presenter.calls == [.presentSessions(.init(sessions: log))])
    }

    @Test func clearSessions_presentsHowManyWereForgotten() async {
        // Given
        worker.clearSessionsResult = .success(3)

        // When
        await sut.clearSessions()

        // Then
        #expect(worker.calls == [.clearSessions])
        #expect(presenter.calls == [.presentCleared(.init(count: 3))])
    }

    @Test func whenTheWorkerFails_theErrorIsPresented() async {
        // Given
        worker.fetchSessionsResult = .failure(TimerError.notRunning)
        worker.clearSessionsResult = .failure(TimerError.notPaused)

        // When
        await sut.fetchSessions()
        await sut.clearSessions()

        // Then
        #expect(
            presenter.calls == [
                .presentError(ErrorViewModel(TimerError.notRunning)),
                .presentError(ErrorViewModel(TimerError.notPaused)),
            ])
    }
}
