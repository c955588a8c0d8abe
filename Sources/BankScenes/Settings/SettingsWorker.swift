import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the settings scene.
@Spyable
protocol SettingsWorkingLogic: WorkingLogic {
    func fetchSettings() async throws -> UserSettings
    func saveSettings(_ settings: UserSettings) async throws
    func verifyBank() async throws -> BankCheckReport
    func backUpBank(to path: String, replacing: Bool) async throws -> BankBackup
    func planRestore(from path: String) async throws -> RestorePlan
    func restoreBank(from path: String) async throws -> BankRestore
    func fetchBankIdentity() async throws -> BankIdentity
}

/// The settings scene's worker: the bank's stores.
typealias SettingsWorker = StoreWorker
extension StoreWorker: SettingsWorkingLogic {
    func verifyBank() async throws -> BankCheckReport {
        try await stores.maintenance.verify()
    }

    func backUpBank(to path: String, replacing: Bool) async throws -> BankBackup {
        try await stores.maintenance.backUp(to: path, replacing: replacing)
    }

    func planRestore(from path: String) async throws -> RestorePlan {
        try await stores.maintenance.planRestore(from: path)
    }

    func restoreBank(from path: String) async throws -> BankRestore {
        try await stores.maintenance.restore(from: path)
    }
}
