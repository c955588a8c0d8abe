import BankDomain
import ViperaSpyable

/// The data operations of the account detail scene.
@Spyable
protocol AccountDetailWorkingLogic: Sendable {
    func fetchAccount(id: Account.ID) async throws -> Account
    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction]
    func fetchSettings() async throws -> UserSettings
    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions,
        progress: @escaping @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult
}

/// Reads one account, its latest transactions and the settings.
struct AccountDetailWorker: AccountDetailWorkingLogic {
    // MARK: - Properties

    private let accounts: any AccountStore
    private let transactions: any TransactionStore
    private let settings: any SettingsStore
    private let statements: any StatementStore

    // MARK: - Initialization

    init(
        accounts: any AccountStore, transactions: any TransactionStore, settings: any SettingsStore,
        statements: any StatementStore
    ) {
        self.accounts = accounts
        self.transactions = transactions
        self.settings = settings
        self.statements = statements
    }

    // MARK: - AccountDetailWorkingLogic

    func fetchAccount(id: Account.ID) async throws -> Account {
        try await accounts.account(id: id)
    }

    func fetchLatestTransactions(of account: Account, limit: Int) async throws -> [Transaction] {
        try await transactions.transactions(
            matching: TransactionQuery(accountID: account.id),
            page: TransactionPageRequest(.newest(skipping: 0), limit: limit))
    }

    func fetchSettings() async throws -> UserSettings {
        try await settings.settings()
    }

    func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions,
        progress: @escaping @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult {
        try await statements.importStatement(at: path, into: accountID, options: options, progress: progress)
    }
}
