import Vipera
import ViperaSpyable

/// Where the accounts scene can go.
@Spyable
protocol AccountsRoutingLogic: RoutingLogic {
    func routeToAccountDetail()
}

/// What the accounts router reads to pass data on.
@Spyable
protocol AccountsDataPassing: DataPassing {
    var dataStore: (any AccountsDataStore)? { get }
}

/// Opens the selected account.
@MemberwiseInit
final class AccountsRouter: AccountsRoutingLogic, AccountsDataPassing, SceneRouting {
    // MARK: - Properties

    private let factory: any BankSceneFactoring
    weak var navigator: (any Navigating)?
    weak var dataStore: (any AccountsDataStore)?

    // MARK: - AccountsRoutingLogic

    func routeToAccountDetail() {
        guard let account = dataStore?.selectedAccount else { return }
        navigator?.push(factory.makeAccountDetail(account: account))
    }
}
