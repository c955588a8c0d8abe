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
    /// The overview read last, kept while the bank does not change: Home is shown after every
    /// `home`, and after each scene that goes back to it.
    private let reads = ResponseMemo<Home.FetchHome.Source, Home.FetchHome.Response>()

    // MARK: - HomeBusinessLogic

    func fetchHome() async {
        await presenter.presentingErrors {
            let revision = await worker.fetchRevision()
            let showsBalances = try await worker.fetchSettings().showsBalances
            let source = revision.map { Home.FetchHome.Source(showsBalances: showsBalances, revision: $0) }
            let response = try await reads.response(for: source) {
                let accounts = try await worker.fetchAccountsWithHistory()
                return Home.FetchHome.Response(
                    accounts: accounts, totals: try? CurrencyTotal.balances(of: accounts),
                    recent: try await worker.fetchRecentTransactions(limit: Home.ShowRecent.overviewCount),
                    showsBalances: showsBalances)
            }
            accounts = response.accounts
            presenter.presentHome(response)
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
