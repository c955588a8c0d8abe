import BankDomain
import ViperaSpyable

/// The data operations of the transactions scene.
@Spyable
protocol TransactionsWorkingLogic: Sendable {
    func fetchPage(_ query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction]
    func countTransactions(_ query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount
    func fetchPageSize() async throws -> Int
    func exportStatement(matching query: TransactionQuery, to path: String) async throws -> Int
}

/// Reads pages of transactions and the page size setting.
struct TransactionsWorker: TransactionsWorkingLogic {
    // MARK: - Properties

    private let transactions: any TransactionStore
    private let settings: any SettingsStore
    private let statements: any StatementStore

    // MARK: - Initialization

    init(transactions: any TransactionStore, settings: any SettingsStore, statements: any StatementStore) {
        self.transactions = transactions
        self.settings = settings
        self.statements = statements
    }

    // MARK: - TransactionsWorkingLogic

    func fetchPage(_ query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction] {
        try await transactions.transactions(matching: query, page: page)
    }

    func countTransactions(_ query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount {
        try await transactions.count(matching: query, upTo: limit)
    }

    func fetchPageSize() async throws -> Int {
        try await settings.settings().pageSize
    }

    func exportStatement(matching query: TransactionQuery, to path: String) async throws -> Int {
        try await statements.exportStatement(matching: query, to: path)
    }
}
