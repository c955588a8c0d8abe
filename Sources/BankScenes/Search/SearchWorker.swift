import BankDomain
import Vipera
import ViperaSpyable

/// The data operations of the search scene.
@Spyable
protocol SearchWorkingLogic: WorkingLogic {
    /// Closed accounts too: their rows are found like any other's.
    func fetchAccountsWithHistory() async throws -> [Account]
    func fetchPage(_ query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction]
}

/// The search scene's worker: the bank's stores.
typealias SearchWorker = StoreWorker

extension StoreWorker: SearchWorkingLogic {}
