import BankDomain
import ViperaSpyable

/// The data operations of the home scene.
@Spyable
protocol HomeWorkingLogic: Sendable {
    func fetchAccounts() async throws -> [Account]
    func fetchRecentTransactions(limit: Int) async throws -> [Transaction]
    func fetchSettings() async throws -> UserSettings
}

/// Reads the overview through the stores.
struct HomeWorker: HomeWorkingLogic {
    // MARK: - Properties

    private let accounts: any AccountStore
    private let transactions: any TransactionStore
    private let settings: any SettingsStore

    // MARK: - Initialization

    init(accounts: any AccountStore, transactions: any TransactionStore, settings: any SettingsStore) {
        self.accounts = accounts
        self.transactions = transactions
        self.settings = settings
    }

    // MARK: - HomeWorkingLogic

    func fetchAccounts() async throws -> [Account] {
        try await accounts.allAccounts()
    }

    func fetchRecentTransactions(limit: Int) async throws -> [Transaction] {
        try await transactions.recentTransactions(limit: limit)
    }

    func fetchSettings() async throws -> UserSettings {
        try await settings.settings()
    }
}
