import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the accounts scene.
@Spyable
protocol AccountsWorkingLogic: WorkingLogic {
    func fetchAccounts() async throws -> [Account]
    func fetchSettings() async throws -> UserSettings
    func saveSettings(_ settings: UserSettings) async throws
}

/// The accounts scene's worker: the bank's stores.
typealias AccountsWorker = StoreWorker
extension StoreWorker: AccountsWorkingLogic {}
