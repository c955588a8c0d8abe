import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the settings scene.
@Spyable
protocol SettingsWorkingLogic: WorkingLogic {
    func fetchSettings() async throws -> UserSettings
    func saveSettings(_ settings: UserSettings) async throws
}

/// The settings scene's worker: the bank's stores.
typealias SettingsWorker = StoreWorker
extension StoreWorker: SettingsWorkingLogic {}
