import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The data operations of the insights scene.
@Spyable
protocol InsightsWorkingLogic: WorkingLogic {
    /// Closed accounts too: their past stays in the totals.
    func fetchAccountsWithHistory() async throws -> [Account]
    func fetchSettings() async throws -> UserSettings
    func fetchCategoryBook() async throws -> CategoryBook
    func fetchTotals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals]
}

/// The insights scene's worker: the bank's stores.
typealias InsightsWorker = StoreWorker

extension StoreWorker: InsightsWorkingLogic {}
