import BankDomain
import BankStorage
import Foundation

/// Sums of the ledger on PostgreSQL, from the tallies by day, hour and quarter of an hour, the
/// same way as on SQLite (``LedgerPeriodTally``).
struct PostgresLedgerSummaryStore: LedgerSummaryStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - LedgerSummaryStore

    /// The totals of the rows of `accounts` within each of `periods`.
    func totals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals] {
        try await database.read(.totals(TotalsReadKey(accounts, periods))) { connection in
            let tallies = ServerTallies(connection: connection)
            return try periods.map { period in
                let totals = try accounts.flatMap { try LedgerPeriodTally.totals(of: $0, in: period, from: tallies) }
                return try PeriodTotals(period: period, totals: totals)
            }
        }
    }
}

/// The tallies on the server, summed by the server.
private struct ServerTallies: PeriodTallyReading {
    let connection: PostgresConnection

    func wholeBuckets(_ buckets: Range<Int64>, of level: LedgerPeriodTally.Level, accountID: Int64) throws
        -> [LedgerTotal]
    {
        guard let table = PostgresSchema.periodTallies.first(where: { $0.level.seconds == level.seconds })?.table
        else { throw PostgresError.unexpectedResult("no tally of \(level.seconds) seconds") }
        return try PostgresDecoding.totals(
            try connection.execute(
                """
                SELECT category, type, sum(amount_minor), sum(entries) FROM \(table)
                WHERE account_id = $1 AND bucket >= $2 AND bucket < $3 GROUP BY category, type
                """, [String(accountID), String(buckets.lowerBound), String(buckets.upperBound)]))
    }

    func ledgerTotals(of accountID: Int64, in period: Range<Date>) throws -> [LedgerTotal] {
        try PostgresDecoding.totals(
            try connection.execute(
                """
                SELECT category, type, sum(amount_minor), count(*) FROM ledger_entry
                WHERE account_id = $1 AND second >= $2 AND second <= $3 AND date >= $4 AND date < $5 AND day IS NULL
                GROUP BY category, type
                """,
                [
                    String(accountID), String(LedgerSortKey.second(of: period.lowerBound)),
                    String(LedgerSortKey.second(of: period.upperBound)), PostgresText.date(period.lowerBound),
                    PostgresText.date(period.upperBound),
                ]))
    }

    func dayTotals(of accountID: Int64, days: Range<Int>) throws -> [LedgerTotal] {
        guard !days.isEmpty else { return [] }
        return try PostgresDecoding.totals(
            try connection.execute(
                """
                SELECT category, type, sum(amount_minor), sum(entries) FROM \(PostgresSchema.calendarDayTally)
                WHERE account_id = $1 AND day >= $2 AND day < $3 GROUP BY category, type
                """, [String(accountID), String(days.lowerBound), String(days.upperBound)]))
    }
}
