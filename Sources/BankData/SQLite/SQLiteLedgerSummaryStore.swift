public import BankDomain
import BankStorage
import Foundation
import GRDB

/// Sums of the ledger in SQLite, from the tallies by day, hour and quarter of an hour
/// (``LedgerPeriodTally``).
public struct SQLiteLedgerSummaryStore: LedgerSummaryStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - LedgerSummaryStore

    /// The totals of the rows of `accounts` within each of `periods`, in one read.
    public func totals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals] {
        try database.bringPeriodTalliesUpToDate()
        return try database.read(.totals(TotalsReadKey(accounts, periods))) { db in
            try periods.map { period in
                let totals = try accounts.flatMap { try LedgerPeriodTally.totals(of: $0, in: period, in: db) }
                return try PeriodTotals(period: period, totals: totals)
            }
        }
    }
}
