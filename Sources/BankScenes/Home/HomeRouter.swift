import Vipera
import ViperaSpyable

/// Where the home scene can go.
@Spyable
@MainActor
protocol HomeRoutingLogic: AnyObject {
    func routeToAccounts()
    func routeToCards()
    func routeToTransfer()
    func routeToSettings()
}

/// Opens the app's main areas, and transfers that report back to home.
@MainActor
final class HomeRouter: HomeRoutingLogic, SceneRouting {
    // MARK: - Properties

    weak var navigator: (any Navigating)?
    weak var transferDelegate: (any TransferDelegate)?
    private let factory: any BankSceneFactoring

    // MARK: - Initialization

    init(factory: any BankSceneFactoring, navigator: (any Navigating)?) {
        self.factory = factory
        self.navigator = navigator
    }

    // MARK: - HomeRoutingLogic

    func routeToAccounts() {
        navigator?.push(factory.makeAccounts())
    }

    func routeToCards() {
        navigator?.push(factory.makeCards())
    }

    func routeToTransfer() {
        navigator?.push(factory.makeTransfer(source: nil, delegate: transferDelegate))
    }

    func routeToSettings() {
        navigator?.push(factory.makeSettings())
    }
}
