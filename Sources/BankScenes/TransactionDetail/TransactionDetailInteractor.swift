import BankDomain
import ViperaSpyable

/// The business logic of the transaction detail scene.
@Spyable
@MainActor
protocol TransactionDetailBusinessLogic: AnyObject {
    func showTransaction(_ request: TransactionDetail.ShowTransaction.Request) async
}

/// What the router may pass on from the transaction detail scene.
@Spyable
@MainActor
protocol TransactionDetailDataStore: AnyObject {
    var transaction: Transaction { get }
}

/// Holds the transaction shown and reloads it from the store.
@MainActor
final class TransactionDetailInteractor: TransactionDetailBusinessLogic, TransactionDetailDataStore {
    // MARK: - Properties

    private(set) var transaction: Transaction
    private let account: Account
    let presenter: any TransactionDetailPresentationLogic
    private let worker: any TransactionDetailWorkingLogic

    // MARK: - Initialization

    init(
        transaction: Transaction,
        account: Account,
        presenter: any TransactionDetailPresentationLogic,
        worker: any TransactionDetailWorkingLogic
    ) {
        self.transaction = transaction
        self.account = account
        self.presenter = presenter
        self.worker = worker
    }

    // MARK: - TransactionDetailBusinessLogic

    func showTransaction(_ request: TransactionDetail.ShowTransaction.Request) async {
        do {
            transaction = try await worker.fetchTransaction(id: transaction.id)
            presenter.presentTransaction(
                TransactionDetail.ShowTransaction.Response(transaction: transaction, account: account))
        } catch {
            presenter.presentError(error)
        }
    }
}
