import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the home scene.
@Spyable
protocol HomeWorkingLogic: WorkingLogic {
    /// Closed accounts too: their transactions stay among the recent ones, under their names.
    func fetchAccountsWithHistory() async throws -> [Account]
    func fetchRecentTransactions(limit: Int) async throws -> [Transaction]
    func fetchSettings() async throws -> UserSettings
    func fetchRevision() async -> BankRevision?
}

/// The home scene's worker: the bank's stores.
typealias HomeWorker = StoreWorker

extension StoreWorker: HomeWorkingLogic {
    func fetchRecentTransactions(limit: Int) async throws -> [Transaction] {
        try await stores.transactions.recentTransactions(limit: limit)
    }
}
