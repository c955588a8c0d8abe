import Vipera
import ViperaSpyable

/// The presentation logic of the sessions scene.
@Spyable
@MainActor
protocol SessionsPresentationLogic: AnyObject {
    func presentSessions(_ response: Sessions.FetchSessions.Response)
    func presentCleared(_ response: Sessions.ClearSessions.Response)
    func presentError(_ error: any Error)
}

/// Turns the log into rows and a total.
@MainActor
final class SessionsPresenter: SessionsPresentationLogic {
    // MARK: - Properties

    weak var display: (any SessionsDisplayLogic)?

    // MARK: - SessionsPresentationLogic

    func presentSessions(_ response: Sessions.FetchSessions.Response) {
        let rows = response.sessions.map {
            Sessions.FetchSessions.ViewModel.Row(number: String($0.number), minutes: String($0.minutes))
        }
        let minutes = response.sessions.reduce(0) { $0 + $1.minutes }
        let total = Strings.Sessions.total(sittings: response.sessions.count, minutes: minutes)
        display?.displaySessions(Sessions.FetchSessions.ViewModel(rows: rows, total: total))
    }

    func presentCleared(_ response: Sessions.ClearSessions.Response) {
        display?.displayCleared(Sessions.ClearSessions.ViewModel(message: Strings.Sessions.cleared(response.count)))
    }

    func presentError(_ error: any Error) {
        display?.displayError(ErrorViewModel(error))
    }
}
