import BankDomain
import Vipera
import ViperaSpyable

/// The business logic of the transaction detail scene.
@Spyable
protocol TransactionDetailBusinessLogic: BusinessLogic {
    func showTransaction() async
}

/// Holds the transaction shown and reloads it, with who wrote it, from the store.
@MemberwiseInit
final class TransactionDetailInteractor: TransactionDetailBusinessLogic {
    // MARK: - Properties

    private(set) var transaction: Transaction
    private let account: Account
    let presenter: any TransactionDetailPresentationLogic
    private let worker: any TransactionDetailWorkingLogic

    // MARK: - TransactionDetailBusinessLogic

    func showTransaction() async {
        await presenter.presentingErrors {
            let authored = try await worker.fetchTransaction(id: transaction.id)
            transaction = authored.transaction
            presenter.presentTransaction(
                TransactionDetail.ShowTransaction.Response(
                    transaction: authored.transaction, account: account, author: authored.author))
        }
    }
}
