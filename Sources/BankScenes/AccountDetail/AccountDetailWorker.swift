import BankDomain
import ViperaSpyable

/// The data operations of the account detail scene.
@Spyable
protocol AccountDetailWorkingLogic: Sendable {
    func fetchAccount(id: Account.ID) async throws -> Account
    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction]
    func fetchSettings() async throws -> UserSettings
}

/// Reads one account, its latest transactions and the settings.
struct AccountDetailWorker: AccountDetailWorkingLogic {
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

    // MARK: - AccountDetailWorkingLogic

    func fetchAccount(id: Account.ID) async throws -> Account {
        try await accounts.account(id: id)
    }

    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction] {
        try await transactions.transactions(matching: TransactionQuery(accountID: account.id), offset: 0, limit: limit)
            .transactions
    }

    func fetchSettings() async throws -> UserSettings {
        try await settings.settings()
    }
}
