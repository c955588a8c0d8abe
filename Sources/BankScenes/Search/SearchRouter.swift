import BankDomain
import Vipera
import ViperaSpyable

/// Where the search scene can go: the row picked from the list.
@Destinations
enum SearchDestination: Equatable {
    case transactionDetail(transaction: Transaction, account: Account)
}

/// Where the search scene can go.
@Spyable
protocol SearchRoutingLogic: RoutingLogic {
    func routeToTransactionDetail()
}

/// What the search router reads to pass data on.
@Spyable
protocol SearchDataPassing: DataPassing {
    var dataStore: (any SearchDataStore)? { get }
}

/// Opens the selected row, in its account.
@MemberwiseInit
final class SearchRouter: SearchRoutingLogic, SearchDataPassing, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<SearchDestination>
    weak var navigator: (any Navigating)?
    weak var dataStore: (any SearchDataStore)?

    // MARK: - SearchRoutingLogic

    func routeToTransactionDetail() {
        guard let dataStore, let transaction = dataStore.selectedTransaction,
            let account = dataStore.accounts.first(where: { $0.id == transaction.accountID })
        else { return }
        navigate(to: .transactionDetail(transaction: transaction, account: account))
    }
}
