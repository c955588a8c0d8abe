import BankDomain
import Vipera
import ViperaSpyable

/// Where the accounts scene can go: the account picked from the list.
@Destinations
enum AccountsDestination: Equatable {
    case accountDetail(account: Account)
    case search(text: String)
}

/// Where the accounts scene can go.
@Spyable
protocol AccountsRoutingLogic: RoutingLogic {
    func routeToAccountDetail()
    func routeToSearch(_ text: String)
}

/// What the accounts router reads to pass data on.
@Spyable
protocol AccountsDataPassing: DataPassing {
    var dataStore: (any AccountsDataStore)? { get }
}

/// Opens the selected account.
@MemberwiseInit
final class AccountsRouter: AccountsRoutingLogic, AccountsDataPassing, DestinationRouting {
    // MARK: - Properties

    let scenes: any SceneBuilding<AccountsDestination>
    weak var navigator: (any Navigating)?
    weak var dataStore: (any AccountsDataStore)?

    // MARK: - AccountsRoutingLogic

    func routeToAccountDetail() {
        guard let account = dataStore?.selectedAccount else { return }
        navigate(to: .accountDetail(account: account))
    }

    func routeToSearch(_ text: String) {
        navigate(to: .search(text: text))
    }
}
