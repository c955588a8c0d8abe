import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the transaction detail scene.
@Spyable
protocol TransactionDetailWorkingLogic: WorkingLogic {
    func fetchTransaction(id: Transaction.ID) async throws -> Transaction
    func fetchAuthor(ofTransaction id: Transaction.ID) async throws -> LedgerAuthor
}

/// The transaction detail scene's worker: the bank's stores.
typealias TransactionDetailWorker = StoreWorker

extension StoreWorker: TransactionDetailWorkingLogic {
    func fetchTransaction(id: Transaction.ID) async throws -> Transaction {
        try await stores.transactions.transaction(id: id)
    }

    func fetchAuthor(ofTransaction id: Transaction.ID) async throws -> LedgerAuthor {
        try await stores.transactions.author(ofTransaction: id)
    }
}
