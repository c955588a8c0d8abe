import BankDomain
import Vipera
import ViperaSpyable

/// Where the account detail scene can go, each with the account it shows.
@Destinations
enum AccountDetailDestination {
    case transactions(account: Account)
    case transfer(source: Account, delegate: (any TransferDelegate)?)
    case insights(account: Account)
    case record(RecordKind, account: Account, line: [Record.UpdateDraft.Change])
    case undo
}

/// Where the account detail scene can go.
@Spyable
protocol AccountDetailRoutingLogic: RoutingLogic {
    func routeToTransactions()
    func routeToTransfer()
    func routeToInsights()
    func routeToRecord(_ kind: RecordKind, line: [Record.UpdateDraft.Change])
    func routeToUndo()
}

/// What the account detail router reads to pass data on.
@Spyable
protocol AccountDetailDataPassing: DataPassing {
    var dataStore: (any AccountDetailDataStore)? { get }
}

/// Opens the account's transactions, a transfer from it, or where its money went.
@MemberwiseInit
final class AccountDetailRouter: AccountDetailRoutingLogic, AccountDetailDataPassing, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<AccountDetailDestination>
    weak var navigator: (any Navigating)?
    weak var dataStore: (any AccountDetailDataStore)?
    weak var transferDelegate: (any TransferDelegate)?

    // MARK: - AccountDetailRoutingLogic

    func routeToTransactions() {
        guard let account = dataStore?.account else { return }
        navigate(to: .transactions(account: account))
    }

    func routeToTransfer() {
        guard let account = dataStore?.account else { return }
        navigate(to: .transfer(source: account, delegate: transferDelegate))
    }

    func routeToInsights() {
        guard let account = dataStore?.account else { return }
        navigate(to: .insights(account: account))
    }

    func routeToRecord(_ kind: RecordKind, line: [Record.UpdateDraft.Change]) {
        guard let account = dataStore?.account else { return }
        navigate(to: .record(kind, account: account, line: line))
    }

    func routeToUndo() {
        navigate(to: .undo)
    }
}
