import BankDomain
import Foundation
import GRDB

/// What each account's ledger rows of each category and type add up to, per UTC day.
///
/// Every write that adds ledger rows adds them here too (``LedgerTally/Counts``), so a month's
/// totals are the sum of a few hundred rows of this table however many rows the month has. A
/// period that does not start and end at UTC midnight, such as a local month, adds the rows of
/// its partial first and last day from the ledger itself.
enum LedgerDayTally {
    // MARK: - Nested Types

    /// One row of the table, before it is added.
    struct Key: Hashable {
        let accountID: Int64
        let day: Int64
        let category: String
        let type: String
    }

    /// What a write adds to one row of the table.
    struct Sum {
        private(set) var entries = 0
        private(set) var amountMinor: Int64 = 0

        mutating func add(entries: Int, amountMinor: Int64) {
            self.entries += entries
            self.amountMinor += amountMinor
        }
    }

    // MARK: - Constants

    static let secondsPerDay: Int64 = 86_400
    /// A row's day as SQLite computes it: the same as ``day(of:)``, days since 1900-01-01 UTC.
    static let dayExpression = "(\(LedgerSortKey.secondExpression) / \(secondsPerDay))"

    // MARK: - Days

    /// The UTC day `date` falls on, counted from 1900-01-01.
    static func day(of date: Date) -> Int64 {
        (LedgerSortKey.second(of: date) + LedgerSortKey.epochOffset) / secondsPerDay
    }

    /// The first moment of `day`.
    static func start(ofDay day: Int64) -> Date {
        Date(timeIntervalSince1970: Double(day * secondsPerDay - LedgerSortKey.epochOffset))
    }

    // MARK: - Schema

    /// Creates the table and sums the rows already in the ledger.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE ledgerDayTally (
                    accountId INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    category TEXT NOT NULL,
                    type TEXT NOT NULL,
                    entries INTEGER NOT NULL,
                    amountMinor INTEGER NOT NULL,
                    PRIMARY KEY (accountId, day, category, type)
                ) WITHOUT ROWID;
                INSERT INTO ledgerDayTally (accountId, day, category, type, entries, amountMinor)
                SELECT accountId, \(dayExpression), category, type, COUNT(*), SUM(amountMinor)
                FROM ledgerEntry GROUP BY 1, 2, 3, 4;
                """
        )
    }

    // MARK: - Writing

    /// Adds `sums` to the table, inside the write that recorded their rows.
    static func record(_ sums: [Key: Sum], in db: Database) throws {
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO ledgerDayTally (accountId, day, category, type, entries, amountMinor)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (accountId, day, category, type) DO UPDATE SET
                    entries = entries + excluded.entries, amountMinor = amountMinor + excluded.amountMinor
                """)
        for (key, sum) in sums {
            try upsert.execute(
                arguments: [key.accountID, key.day, key.category, key.type, sum.entries, sum.amountMinor])
        }
    }

    // MARK: - Reading

    /// The totals of `accountID`'s rows dated in `period`: whole UTC days from the table, the
    /// partial days at either end from the ledger.
    static func totals(of accountID: Int64, in requested: Range<Date>, in db: Database) throws -> [LedgerTotal] {
        // Rows are only ever dated within the recordable dates, whose keys cannot overflow.
        let period = requested.clamped(to: NewTransaction.recordableDates)
        guard !period.isEmpty else { return [] }
        let startDay = day(of: period.lowerBound)
        let firstWholeDay = start(ofDay: startDay) < period.lowerBound ? startDay + 1 : startDay
        let endDay = day(of: period.upperBound)
        guard firstWholeDay < endDay else {
            return try ledgerTotals(of: accountID, in: period, in: db)
        }
        let days = try db.cachedStatement(
            sql: """
                SELECT category, type, SUM(amountMinor), SUM(entries) FROM ledgerDayTally
                WHERE accountId = ? AND day >= ? AND day < ? GROUP BY category, type
                """)
        let head = period.lowerBound..<start(ofDay: firstWholeDay)
        let tail = start(ofDay: endDay)..<period.upperBound
        return try Row.fetchAll(days, arguments: [accountID, firstWholeDay, endDay]).map(RowDecoding.ledgerTotal)
            + ledgerTotals(of: accountID, in: head, in: db) + ledgerTotals(of: accountID, in: tail, in: db)
    }

    // MARK: - Private

    /// The rows of a part of a day, summed from the ledger by its sort-key index.
    private static func ledgerTotals(of accountID: Int64, in period: Range<Date>, in db: Database) throws
        -> [LedgerTotal]
    {
        guard !period.isEmpty else { return [] }
        let statement = try db.cachedStatement(
            sql: """
                SELECT category, type, SUM(amountMinor), COUNT(*) FROM ledgerEntry
                WHERE accountId = ? AND sortKey >= ? AND sortKey < ? AND date >= ? AND date < ?
                GROUP BY category, type
                """)
        let arguments: StatementArguments = [
            accountID, LedgerSortKey.key(date: period.lowerBound, id: 0),
            LedgerSortKey.key(date: period.upperBound, id: 0) + (1 << LedgerSortKey.identifierBits),
            period.lowerBound.timeIntervalSince1970, period.upperBound.timeIntervalSince1970,
        ]
        return try Row.fetchAll(statement, arguments: arguments).map(RowDecoding.ledgerTotal)
    }
}
