import BankDomain
import ViperaSpyable

/// The data operations of the settings scene.
@Spyable
protocol SettingsWorkingLogic: Sendable {
    func fetchSettings() async throws -> UserSettings
    func saveSettings(_ settings: UserSettings) async throws
}

/// Reads and saves settings through the store.
struct SettingsWorker: SettingsWorkingLogic {
    // MARK: - Properties

    private let settings: any SettingsStore

    // MARK: - Initialization

    init(settings: any SettingsStore) {
        self.settings = settings
    }

    // MARK: - SettingsWorkingLogic

    func fetchSettings() async throws -> UserSettings {
        try await settings.settings()
    }

    func saveSettings(_ settings: UserSettings) async throws {
        try await self.settings.save(settings)
    }
}
