import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the account detail scene.
@Spyable
protocol AccountDetailBusinessLogic: BusinessLogic {
    func showAccount(_ request: AccountDetail.ShowAccount.Request) async
    func importStatement(_ request: AccountDetail.ImportStatement.Request) async
}

/// What the router may pass on from the account detail scene.
@Spyable
protocol AccountDetailDataStore: DataStore {
    var account: Account { get }
}

/// Holds the account shown, reloads it, and hears how transfers started here ended.
@MemberwiseInit
final class AccountDetailInteractor: AccountDetailBusinessLogic, AccountDetailDataStore {
    // MARK: - Constants

    static let latestCount = 10

    // MARK: - Properties

    private(set) var account: Account
    let presenter: any AccountDetailPresentationLogic
    private let worker: any AccountDetailWorkingLogic

    // MARK: - AccountDetailBusinessLogic

    func showAccount(_ request: AccountDetail.ShowAccount.Request) async {
        await presenter.presentingErrors {
            account = try await worker.fetchAccount(id: account.id)
            let latest = try await worker.fetchLatestTransactions(of: account, limit: Self.latestCount)
            let settings = try await worker.fetchSettings()
            presenter.presentAccount(
                AccountDetail.ShowAccount.Response(
                    account: account, latest: latest, showsBalances: settings.showsBalances)
            )
        }
    }

    func importStatement(_ request: AccountDetail.ImportStatement.Request) async {
        await presenter.presentingErrors {
            let presenter = self.presenter
            let result = try await worker.importStatement(at: request.path, into: account.id, options: request.options)
            {
                presenter.presentImportProgress(AccountDetail.ImportStatement.ProgressResponse(progress: $0))
            }
            presenter.presentImport(
                AccountDetail.ImportStatement.Response(path: request.path, accountName: account.name, result: result))
        }
    }
}

// MARK: - TransferDelegate

extension AccountDetailInteractor: TransferDelegate {
    func transferDidFinish(_ result: TransferResult) {
        presenter.presentTransferOutcome(AccountDetail.TransferOutcome.Response(result: result))
    }
}
