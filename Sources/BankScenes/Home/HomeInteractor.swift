import BankDomain
import ViperaSpyable

/// The business logic of the home scene.
@Spyable
@MainActor
protocol HomeBusinessLogic: AnyObject {
    func fetchHome(_ request: Home.FetchHome.Request) async
    func showRecent(_ request: Home.ShowRecent.Request) async
}

/// What the router may pass on from the home scene.
@Spyable
@MainActor
protocol HomeDataStore: AnyObject {
    var accounts: [Account] { get }
}

/// Loads the overview and hears how transfers started here ended.
@MainActor
final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
    // MARK: - Properties

    private(set) var accounts: [Account] = []
    let presenter: any HomePresentationLogic
    private let worker: any HomeWorkingLogic

    // MARK: - Initialization

    init(presenter: any HomePresentationLogic, worker: any HomeWorkingLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - HomeBusinessLogic

    func fetchHome(_ request: Home.FetchHome.Request) async {
        do {
            accounts = try await worker.fetchAccounts()
            let recent = try await worker.fetchRecentTransactions(limit: Home.ShowRecent.overviewCount)
            let settings = try await worker.fetchSettings()
            presenter.presentHome(
                Home.FetchHome.Response(accounts: accounts, recent: recent, showsBalances: settings.showsBalances)
            )
        } catch {
            presenter.presentError(error)
        }
    }

    func showRecent(_ request: Home.ShowRecent.Request) async {
        do {
            accounts = try await worker.fetchAccounts()
            let recent = try await worker.fetchRecentTransactions(limit: request.count ?? Home.ShowRecent.overviewCount)
            presenter.presentRecent(Home.ShowRecent.Response(accounts: accounts, recent: recent))
        } catch {
            presenter.presentError(error)
        }
    }
}

// MARK: - TransferDelegate

extension HomeInteractor: TransferDelegate {
    func transferDidFinish(_ result: TransferResult) {
        presenter.presentTransferOutcome(Home.TransferOutcome.Response(result: result))
    }
}
