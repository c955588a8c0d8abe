import Vipera
import ViperaSpyable

/// Where the transactions scene can go.
@Spyable
protocol TransactionsRoutingLogic: RoutingLogic {
    func routeToTransactionDetail()
}

/// What the transactions router reads to pass data on.
@Spyable
protocol TransactionsDataPassing: DataPassing {
    var dataStore: (any TransactionsDataStore)? { get }
}

/// Opens the selected transaction.
@MemberwiseInit
final class TransactionsRouter: TransactionsRoutingLogic, TransactionsDataPassing, SceneRouting {
    // MARK: - Properties

    private let factory: any BankSceneFactoring
    weak var navigator: (any Navigating)?
    weak var dataStore: (any TransactionsDataStore)?

    // MARK: - TransactionsRoutingLogic

    func routeToTransactionDetail() {
        guard let dataStore, let transaction = dataStore.selectedTransaction else { return }
        navigator?.push(factory.makeTransactionDetail(transaction: transaction, account: dataStore.account))
    }
}
