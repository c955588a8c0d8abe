import BankDomain
import Vipera
import ViperaSpyable

/// Where the transactions scene can go: the transaction picked from the page.
@Destinations
enum TransactionsDestination: Equatable {
    case transactionDetail(transaction: Transaction, account: Account)
    case undo
}

/// Where the transactions scene can go.
@Spyable
protocol TransactionsRoutingLogic: RoutingLogic {
    func routeToTransactionDetail()
    func routeToUndo()
}

/// What the transactions router reads to pass data on.
@Spyable
protocol TransactionsDataPassing: DataPassing {
    var dataStore: (any TransactionsDataStore)? { get }
}

/// Opens the selected transaction.
@MemberwiseInit
final class TransactionsRouter: TransactionsRoutingLogic, TransactionsDataPassing, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<TransactionsDestination>
    weak var navigator: (any Navigating)?
    weak var dataStore: (any TransactionsDataStore)?

    // MARK: - TransactionsRoutingLogic

    func routeToTransactionDetail() {
        guard let dataStore, let transaction = dataStore.selectedTransaction else { return }
        navigate(to: .transactionDetail(transaction: transaction, account: dataStore.account))
    }

    func routeToUndo() {
        navigate(to: .undo)
    }
}
