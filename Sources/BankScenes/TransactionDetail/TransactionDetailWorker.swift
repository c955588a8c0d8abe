import BankDomain
import ViperaSpyable

/// The data operations of the transaction detail scene.
@Spyable
protocol TransactionDetailWorkingLogic: Sendable {
    func fetchTransaction(id: Transaction.ID) async throws -> Transaction
}

/// Reads one transaction through the store.
struct TransactionDetailWorker: TransactionDetailWorkingLogic {
    // MARK: - Properties

    private let transactions: any TransactionStore

    // MARK: - Initialization

    init(transactions: any TransactionStore) {
        self.transactions = transactions
    }

    // MARK: - TransactionDetailWorkingLogic

    func fetchTransaction(id: Transaction.ID) async throws -> Transaction {
        try await transactions.transaction(id: id)
    }
}
