import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the record scene.
@Spyable
protocol RecordWorkingLogic: WorkingLogic {
    func fetchAccounts() async throws -> [Account]
    func fetchBankIdentity() async throws -> BankIdentity
    func fetchSettings() async throws -> UserSettings
    func fetchCategoryBook() async throws -> CategoryBook
    func record(_ order: RecordOrder) async throws -> RecordReceipt
}

/// The record scene's worker: the bank's stores.
typealias RecordWorker = StoreWorker

extension StoreWorker: RecordWorkingLogic {
    func record(_ order: RecordOrder) async throws -> RecordReceipt {
        try await stores.records.record(order)
    }
}
