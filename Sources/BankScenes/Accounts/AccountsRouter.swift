import Vipera
import ViperaSpyable

/// Where the accounts scene can go.
@Spyable
@MainActor
protocol AccountsRoutingLogic: AnyObject {
    func routeToAccountDetail()
}

/// What the accounts router reads to pass data on.
@Spyable
@MainActor
protocol AccountsDataPassing: AnyObject {
    var dataStore: (any AccountsDataStore)? { get }
}

/// Opens the selected account.
@MainActor
final class AccountsRouter: AccountsRoutingLogic, AccountsDataPassing, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?
    weak var dataStore: (any AccountsDataStore)?
    private let factory: any BankSceneFactoring

    // MARK: - Initialization

    init(factory: any BankSceneFactoring, navigator: (any Navigating)?) {
        self.factory = factory
        self.navigator = navigator
    }

    // MARK: - AccountsRoutingLogic

    func routeToAccountDetail() {
        guard let account = dataStore?.selectedAccount else { return }
        navigator?.push(factory.makeAccountDetail(account: account))
    }
}
