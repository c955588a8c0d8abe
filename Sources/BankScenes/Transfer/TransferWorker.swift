import BankDomain
import ViperaSpyable

/// The data operations of the transfer scene.
@Spyable
protocol TransferWorkingLogic: Sendable {
    func fetchAccounts() async throws -> [Account]
    func fetchSettings() async throws -> UserSettings
    func transfer(_ order: TransferOrder) async throws -> TransferReceipt
}

/// Reads accounts and carries out transfers through the stores.
struct TransferWorker: TransferWorkingLogic {
    // MARK: - Properties

    private let accounts: any AccountStore
    private let settings: any SettingsStore
    private let transfers: any TransferStore

    // MARK: - Initialization

    init(accounts: any AccountStore, settings: any SettingsStore, transfers: any TransferStore) {
        self.accounts = accounts
        self.settings = settings
        self.transfers = transfers
    }

    // MARK: - TransferWorkingLogic

    func fetchAccounts() async throws -> [Account] {
        try await accounts.allAccounts()
    }

    func fetchSettings() async throws -> UserSettings {
        try await settings.settings()
    }

    func transfer(_ order: TransferOrder) async throws -> TransferReceipt {
        try await transfers.transfer(order)
    }
}
