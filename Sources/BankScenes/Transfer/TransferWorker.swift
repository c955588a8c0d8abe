import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the transfer scene.
@Spyable
protocol TransferWorkingLogic: WorkingLogic {
    func fetchAccounts() async throws -> [Account]
    func fetchBankIdentity() async throws -> BankIdentity
    func fetchSettings() async throws -> UserSettings
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt
}

/// The transfer scene's worker: the bank's stores.
typealias TransferWorker = StoreWorker

extension StoreWorker: TransferWorkingLogic {
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        try await stores.transfers.transfer(order)
    }
}
