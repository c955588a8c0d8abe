import Vipera
import ViperaSpyable

/// Where the account detail scene can go.
@Spyable
@MainActor
protocol AccountDetailRoutingLogic: AnyObject {
    func routeToTransactions()
    func routeToTransfer()
}

/// What the account detail router reads to pass data on.
@Spyable
@MainActor
protocol AccountDetailDataPassing: AnyObject {
    var dataStore: (any AccountDetailDataStore)? { get }
}

/// Opens the account's transactions, or a transfer from it.
@MainActor
final class AccountDetailRouter: AccountDetailRoutingLogic, AccountDetailDataPassing, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?
    weak var dataStore: (any AccountDetailDataStore)?
    weak var transferDelegate: (any TransferDelegate)?
    private let factory: any BankSceneFactoring

    // MARK: - Initialization

    init(factory: any BankSceneFactoring, navigator: (any Navigating)?) {
        self.factory = factory
        self.navigator = navigator
    }

    // MARK: - AccountDetailRoutingLogic

    func routeToTransactions() {
        guard let account = dataStore?.account else { return }
        navigator?.push(factory.makeTransactions(account: account))
    }

    func routeToTransfer() {
        guard let account = dataStore?.account else { return }
        navigator?.push(factory.makeTransfer(source: account, delegate: transferDelegate))
    }
}
