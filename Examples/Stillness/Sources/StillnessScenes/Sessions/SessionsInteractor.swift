import StillnessCore
import Vipera
import ViperaSpyable

/// The business logic of the sessions scene.
@Spyable
protocol SessionsBusinessLogic: BusinessLogic {
    func fetchSessions() async
    func clearSessions() async
}

/// Reads and clears the log through the worker.
@MemberwiseInit
final class SessionsInteractor: SessionsBusinessLogic {
    // MARK: - Properties

    private let presenter: any SessionsPresentationLogic
    private let worker: any SessionsWorkingLogic

    // MARK: - SessionsBusinessLogic

    func fetchSessions() async {
        await presenter.presentingErrors {
            presenter.presentSessions(Sessions.FetchSessions.Response(sessions: try await worker.fetchSessions()))
        }
    }

    func clearSessions() async {
        await presenter.presentingErrors {
            let count = try await worker.clearSessions()
            presenter.presentCleared(Sessions.ClearSessions.Response(count: count))
        }
    }
}
