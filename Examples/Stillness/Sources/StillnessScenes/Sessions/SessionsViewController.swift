public import Vipera
import ViperaSpyable

/// The display logic of the sessions scene.
@Spyable
protocol SessionsDisplayLogic: ErrorDisplaying {
    func displaySessions(_ viewModel: Sessions.FetchSessions.ViewModel)
    func displayCleared(_ viewModel: Sessions.ClearSessions.ViewModel)
}

/// The log of finished sittings.
@MemberwiseInit
public final class SessionsViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the scene writes.
    public let console: any Console
    /// The scene's name in the breadcrumb.
    public let title = Strings.Sessions.title
    private let interactor: any SessionsBusinessLogic
    private let router: any SessionsRoutingLogic

    // MARK: - Scene

    /// `Sessions`, in `where` and JSON output.
    public nonisolated static let sceneName = "Sessions"

    /// `list`, `clear` and `done`.
    public var commands: CommandTable<SessionsCommand> { Self.commandTable }

    /// Shows the log.
    public func sceneDidLoad() async {
        await interactor.fetchSessions()
    }

    /// Turns a command into a request to the interactor.
    public func handle(_ command: SessionsCommand) async {
        switch command {
        case .list: await interactor.fetchSessions()
        case .clear: await interactor.clearSessions()
        case .done:
            do {
                try router.routeBackToTimer()
            } catch {
                displayError(ErrorViewModel(error))
            }
        }
    }
}

// MARK: - SessionsDisplayLogic

extension SessionsViewController: SessionsDisplayLogic {
    func displaySessions(_ viewModel: Sessions.FetchSessions.ViewModel) {
        show(viewModel, kind: "sessions") {
            guard !viewModel.rows.isEmpty else {
                return EmptyState(Strings.Sessions.emptyTitle, message: Strings.Sessions.emptyMessage)
            }
            let columns = [
                Table.Column(Strings.Sessions.numberColumn, alignment: .right),
                Table.Column(Strings.Sessions.minutesColumn, alignment: .right),
            ]
            let table = Table(columns: columns, rows: viewModel.rows.map { [$0.number, $0.minutes] })
            return RenderGroup([table, Notice(.info, viewModel.total)], spacing: 0)
        }
    }

    func displayCleared(_ viewModel: Sessions.ClearSessions.ViewModel) {
        show(viewModel, kind: "cleared") { Notice(.success, viewModel.message) }
    }
}

// MARK: - Commands

extension SessionsViewController {
    nonisolated static let commandTable = CommandTable<SessionsCommand>([
        CommandSpec("list", summary: Strings.Sessions.listSummary, command: .list),
        CommandSpec("clear", summary: Strings.Sessions.clearSummary, command: .clear),
        CommandSpec("done", summary: Strings.Sessions.doneSummary, command: .done),
    ])
}
