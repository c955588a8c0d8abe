import Vipera
import ViperaSpyable

/// Where the transactions scene can go.
@Spyable
@MainActor
protocol TransactionsRoutingLogic: AnyObject {
    func routeToTransactionDetail()
}

/// What the transactions router reads to pass data on.
@Spyable
@MainActor
protocol TransactionsDataPassing: AnyObject {
    var dataStore: (any TransactionsDataStore)? { get }
}

/// Opens the selected transaction.
@MainActor
final class TransactionsRouter: TransactionsRoutingLogic, TransactionsDataPassing, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?
    weak var dataStore: (any TransactionsDataStore)?
    private let factory: any BankSceneFactoring

    // MARK: - Initialization

    init(factory: any BankSceneFactoring, navigator: (any Navigating)?) {
        self.factory = factory
        self.navigator = navigator
    }

    // MARK: - TransactionsRoutingLogic

    func routeToTransactionDetail() {
        guard let dataStore, let transaction = dataStore.selectedTransaction else { return }
        navigator?.push(factory.makeTransactionDetail(transaction: transaction, account: dataStore.account))
    }
}
