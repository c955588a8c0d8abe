import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the home scene.
@Spyable
protocol HomeBusinessLogic: BusinessLogic {
    func fetchHome() async
    func showRecent(_ request: Home.ShowRecent.Request) async
}

/// Loads the overview and hears how transfers started here ended.
@MemberwiseInit
final class HomeInteractor: HomeBusinessLogic {
    // MARK: - Properties

    private(set) var accounts: [Account] = []
    let presenter: any HomePresentationLogic
    private let worker: any HomeWorkingLogic

    // MARK: - HomeBusinessLogic

    func fetchHome() async {
        await presenter.presentingErrors {
            accounts = try await worker.fetchAccountsWithHistory()
            let recent = try await worker.fetchRecentTransactions(limit: Home.ShowRecent.overviewCount)
            let settings = try await worker.fetchSettings()
            presenter.presentHome(
                Home.FetchHome.Response(
                    accounts: accounts, totals: try? CurrencyTotal.balances(of: accounts),
                    recent: recent,
                    showsBalances: settings.showsBalances))
        }
    }

    func showRecent(_ request: Home.ShowRecent.Request) async {
        await presenter.presentingErrors {
            accounts = try await worker.fetchAccountsWithHistory()
            let recent = try await worker.fetchRecentTransactions(limit: request.count ?? Home.ShowRecent.overviewCount)
            presenter.presentRecent(Home.ShowRecent.Response(accounts: accounts, recent: recent))
        }
    }
}

// MARK: - TransferDelegate

extension HomeInteractor: TransferDelegate {
    func transferDidFinish(_ result: TransferResult) {
        presenter.presentTransferOutcome(Home.TransferOutcome.Response(result: result))
    }
}
