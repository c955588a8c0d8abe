import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the undo scene.
@Spyable
protocol UndoWorkingLogic: WorkingLogic {
    func fetchLastUndoable() async throws -> LedgerCorrection?
    func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt
}

/// The undo scene's worker: the bank's stores, as the transaction detail reads them.
typealias UndoWorker = StoreWorker

extension StoreWorker: UndoWorkingLogic {}
