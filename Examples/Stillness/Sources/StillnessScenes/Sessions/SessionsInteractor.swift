import StillnessCore
import ViperaSpyable

/// The business logic of the sessions scene.
@Spyable
@MainActor
protocol SessionsBusinessLogic: AnyObject {
    func fetchSessions(_ request: Sessions.FetchSessions.Request) async
    func clearSessions(_ request: Sessions.ClearSessions.Request) async
}

/// Reads and clears the log through the worker.
@MainActor
final class SessionsInteractor: SessionsBusinessLogic {
    // MARK: - Properties

    private let presenter: any SessionsPresentationLogic
    private let worker: any SessionsWorkingLogic

    // MARK: - Initialization

    init(presenter: any SessionsPresentationLogic, worker: any SessionsWorkingLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - SessionsBusinessLogic

    func fetchSessions(_ request: Sessions.FetchSessions.Request) async {
        do {
            presenter.presentSessions(Sessions.FetchSessions.Response(sessions: try await worker.fetchSessions()))
        } catch {
            presenter.presentError(error)
        }
    }

    func clearSessions(_ request: Sessions.ClearSessions.Request) async {
        do {
            let count = try await worker.clearSessions()
            presenter.presentCleared(Sessions.ClearSessions.Response(count: count))
        } catch {
            presenter.presentError(error)
        }
    }
}
