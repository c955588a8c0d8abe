import Vipera
import ViperaSpyable

/// Where the home scene can go: the app's main areas, and a transfer that reports back to home.
@Destinations
enum HomeDestination {
    case accounts(includingClosed: Bool)
    case cards
    case transfer(delegate: (any TransferDelegate)?)
    case record(RecordKind, line: [Record.UpdateDraft.Change])
    case settings
    case insights
    case categories
    case search(text: String)
    case undo
}

/// Where the home scene can go.
@Spyable
protocol HomeRoutingLogic: RoutingLogic {
    func routeToAccounts()
    func routeToClosedAccounts()
    func routeToCards()
    func routeToTransfer()
    func routeToRecord(_ kind: RecordKind, line: [Record.UpdateDraft.Change])
    func routeToSettings()
    func routeToInsights()
    func routeToCategories()
    func routeToSearch(_ text: String)
    func routeToUndo()
}

/// Opens the app's main areas, and transfers that report back to home.
@MemberwiseInit
final class HomeRouter: HomeRoutingLogic, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<HomeDestination>
    weak var navigator: (any Navigating)?
    weak var transferDelegate: (any TransferDelegate)?

    // MARK: - HomeRoutingLogic

    func routeToAccounts() {
        navigate(to: .accounts(includingClosed: false))
    }

    func routeToClosedAccounts() {
        navigate(to: .accounts(includingClosed: true))
    }

    func routeToCards() {
        navigate(to: .cards)
    }

    func routeToTransfer() {
        navigate(to: .transfer(delegate: transferDelegate))
    }

    func routeToRecord(_ kind: RecordKind, line: [Record.UpdateDraft.Change]) {
        navigate(to: .record(kind, line: line))
    }

    func routeToCategories() {
        navigate(to: .categories)
    }

    func routeToSearch(_ text: String) {
        navigate(to: .search(text: text))
    }

    func routeToSettings() {
        navigate(to: .settings)
    }

    func routeToInsights() {
        navigate(to: .insights)
    }

    func routeToUndo() {
        navigate(to: .undo)
    }
}
