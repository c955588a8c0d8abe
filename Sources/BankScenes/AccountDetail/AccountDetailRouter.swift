import Vipera
import ViperaSpyable

/// Where the account detail scene can go.
@Spyable
protocol AccountDetailRoutingLogic: RoutingLogic {
    func routeToTransactions()
    func routeToTransfer()
    func routeToInsights()
}

/// What the account detail router reads to pass data on.
@Spyable
protocol AccountDetailDataPassing: DataPassing {
    var dataStore: (any AccountDetailDataStore)? { get }
}

/// Opens the account's transactions, or a transfer from it.
@MemberwiseInit
final class AccountDetailRouter: AccountDetailRoutingLogic, AccountDetailDataPassing, SceneRouting {
    // MARK: - Properties

    private let factory: any BankSceneFactoring
    weak var navigator: (any Navigating)?
    weak var dataStore: (any AccountDetailDataStore)?
    weak var transferDelegate: (any TransferDelegate)?

    // MARK: - AccountDetailRoutingLogic

    func routeToTransactions() {
        guard let account = dataStore?.account else { return }
        navigator?.push(factory.makeTransactions(account: account))
    }

    func routeToTransfer() {
        guard let account = dataStore?.account else { return }
        navigator?.push(factory.makeTransfer(source: account, delegate: transferDelegate))
    }

    func routeToInsights() {
        guard let account = dataStore?.account else { return }
        navigator?.push(factory.makeInsights(account: account))
    }
}
