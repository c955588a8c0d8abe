import Vipera
import ViperaSpyable

/// The presentation logic of the sessions scene.
@Spyable
protocol SessionsPresentationLogic: PresentationLogic {
    func presentSessions(_ response: Sessions.FetchSessions.Response)
    func presentCleared(_ response: Sessions.ClearSessions.Response)
}

/// Turns the log into rows and a total.
final class SessionsPresenter: SessionsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any SessionsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }

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
}
