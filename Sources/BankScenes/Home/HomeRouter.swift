import Vipera
import ViperaSpyable

/// Where the home scene can go.
@Spyable
protocol HomeRoutingLogic: RoutingLogic {
    func routeToAccounts()
    func routeToCards()
    func routeToTransfer()
    func routeToSettings()
    func routeToInsights()
}

/// Opens the app's main areas, and transfers that report back to home.
@MemberwiseInit
final class HomeRouter: HomeRoutingLogic, SceneRouting {
    // MARK: - Properties

    private let factory: any BankSceneFactoring
    weak var navigator: (any Navigating)?
    weak var transferDelegate: (any TransferDelegate)?

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

    func routeToInsights() {
        navigator?.push(factory.makeInsights(account: nil))
    }
}
