import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the transactions scene.
@Spyable
protocol TransactionsWorkingLogic: WorkingLogic {
    func fetchPage(_ query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction]
    func countTransactions(_ query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount
    func fetchSettings() async throws -> UserSettings
    func fetchRevision() async -> BankRevision?
    func fetchBalance(after transaction: Transaction, countingFromOldest: Bool) async throws -> Int64
    func fetchLatestReconciliation(of account: Account) async throws -> Reconciliation?
    func fetchCategoryBook() async throws -> CategoryBook
    func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) async throws -> Int
}

/// The transactions scene's worker: the bank's stores.
typealias TransactionsWorker = StoreWorker

extension StoreWorker: TransactionsWorkingLogic {
    func fetchPage(_ query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction] {
        try await stores.transactions.transactions(matching: query, page: page)
    }

    func countTransactions(_ query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount {
        try await stores.transactions.count(matching: query, upTo: limit)
    }

    func fetchBalance(after transaction: Transaction, countingFromOldest: Bool) async throws -> Int64 {
        try await stores.transactions.balance(
            after: TransactionCursor(transaction), of: transaction.accountID, countingFromOldest: countingFromOldest)
    }

    func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) async throws -> Int {
        try await stores.statements.exportStatement(matching: query, to: path, replacing: replacing)
    }
}
