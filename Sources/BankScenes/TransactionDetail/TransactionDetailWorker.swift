import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the transaction detail scene.
@Spyable
protocol TransactionDetailWorkingLogic: WorkingLogic {
    func fetchTransaction(id: Transaction.ID) async throws -> AuthoredTransaction
    func fetchNotes(id: Transaction.ID) async throws -> TransactionNotes
    func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt
    func fetchLastUndoable() async throws -> LedgerCorrection?
    func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt
    func fetchCategoryBook() async throws -> CategoryBook
}

/// The transaction detail scene's worker: the bank's stores.
typealias TransactionDetailWorker = StoreWorker

extension StoreWorker: TransactionDetailWorkingLogic {
    func fetchTransaction(id: Transaction.ID) async throws -> AuthoredTransaction {
        try await stores.transactions.authoredTransaction(id: id)
    }

    func fetchNotes(id: Transaction.ID) async throws -> TransactionNotes {
        try await stores.corrections.notes(of: id)
    }

    func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt {
        try await stores.corrections.correct(order)
    }

    func fetchLastUndoable() async throws -> LedgerCorrection? {
        try await stores.corrections.lastUndoable()
    }

    func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt {
        try await stores.corrections.undo(id)
    }
}
