import BankDomain
import ViperaSpyable

/// The data operations of the accounts scene.
@Spyable
protocol AccountsWorkingLogic: Sendable {
    func fetchAccounts() async throws -> [Account]
    func fetchSettings() async throws -> UserSettings
    func saveSettings(_ settings: UserSettings) async throws
}

/// Reads accounts and settings through the stores.
struct AccountsWorker: AccountsWorkingLogic {
    // MARK: - Properties

    private let accounts: any AccountStore
    private let settings: any SettingsStore

    // MARK: - Initialization

    init(accounts: any AccountStore, settings: any SettingsStore) {
        self.accounts = accounts
        self.settings = settings
    }

    // MARK: - AccountsWorkingLogic

    func fetchAccounts() async throws -> [Account] {
        try await accounts.allAccounts()
    }

    func fetchSettings() async throws -> UserSettings {
        try await settings.settings()
    }

    func saveSettings(_ settings: UserSettings) async throws {
        try await self.settings.save(settings)
    }
}
