import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the transaction detail scene.
@Spyable
protocol TransactionDetailWorkingLogic: WorkingLogic {
    func fetchTransaction(id: Transaction.ID) async throws -> AuthoredTransaction
}

/// The transaction detail scene's worker: the bank's stores.
typealias TransactionDetailWorker = StoreWorker

extension StoreWorker: TransactionDetailWorkingLogic {
    func fetchTransaction(id: Transaction.ID) async throws -> AuthoredTransaction {
        try await stores.transactions.authoredTransaction(id: id)
    }
}
