import BankDomain
import ViperaSpyable

/// The business logic of the account detail scene.
@Spyable
@MainActor
protocol AccountDetailBusinessLogic: AnyObject {
    func showAccount(_ request: AccountDetail.ShowAccount.Request) async
    func importStatement(_ request: AccountDetail.ImportStatement.Request) async
}

/// What the router may pass on from the account detail scene.
@Spyable
@MainActor
protocol AccountDetailDataStore: AnyObject {
    var account: Account { get }
}

/// Holds the account shown, reloads it, and hears how transfers started here ended.
@MainActor
final class AccountDetailInteractor: AccountDetailBusinessLogic, AccountDetailDataStore {
    // MARK: - Constants

    static let latestCount = 10

    // MARK: - Properties

    private(set) var account: Account
    let presenter: any AccountDetailPresentationLogic
    private let worker: any AccountDetailWorkingLogic

    // MARK: - Initialization

    init(account: Account, presenter: any AccountDetailPresentationLogic, worker: any AccountDetailWorkingLogic) {
        self.account = account
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - AccountDetailBusinessLogic

    func showAccount(_ request: AccountDetail.ShowAccount.Request) async {
        do {
            account = try await worker.fetchAccount(id: account.id)
            let latest = try await worker.fetchLatestTransactions(of: account, limit: Self.latestCount)
            let settings = try await worker.fetchSettings()
            presenter.presentAccount(
                AccountDetail.ShowAccount.Response(
                    account: account, latest: latest, showsBalances: settings.showsBalances)
            )
        } catch {
            presenter.presentError(error)
        }
    }

    func importStatement(_ request: AccountDetail.ImportStatement.Request) async {
        do {
            let presenter = self.presenter
            let result = try await worker.importStatement(at: request.path, into: account.id, options: request.options)
            {
                presenter.presentImportProgress(AccountDetail.ImportStatement.ProgressResponse(progress: $0))
            }
            presenter.presentImport(
                AccountDetail.ImportStatement.Response(path: request.path, accountName: account.name, result: result))
        } catch {
            presenter.presentError(error)
        }
    }
}

// MARK: - TransferDelegate

extension AccountDetailInteractor: TransferDelegate {
    func transferDidFinish(_ result: TransferResult) {
        presenter.presentTransferOutcome(AccountDetail.TransferOutcome.Response(result: result))
    }
}
