package import BankDomain
package import Foundation
import GRDB

/// What each account's rows of a calendar day (statement rows and openings, ``Transaction/day``)
/// add up to, per day, category and type.
///
/// Such a row counts in its own day's period in every time zone, so it is not tallied by UTC
/// period (``LedgerPeriodTally``) but here, by the day itself: a period's totals are its moments'
/// from those tallies and its days' from this one (``LedgerPeriod``).
package enum CalendarDayTally {
    // MARK: - Nested Types

    /// A row of the tally, before it is added.
    package struct Key: Hashable {
        package let accountID: Int64
        /// ``CalendarDay/daysSince1970``.
        package let day: Int
        package let category: String
        package let type: String

        /// The day, account, category and type `row` is tallied under; nil for a row of a moment.
        package init?(of row: LedgerRow) {
            guard let day = row.transaction.day else { return nil }
            let transaction = row.transaction
            self.init(
                accountID: row.accountID, day: day.daysSince1970, category: transaction.category.rawValue,
                type: transaction.type.rawValue)
        }

        package init(accountID: Int64, day: Int, category: String, type: String) {
            self.accountID = accountID
            self.day = day
            self.category = category
            self.type = type
        }
    }

    // MARK: - Constants

    static let table = "ledgerCalendarDayTally"

    // MARK: - Schema

    /// Creates the tally and sums the calendar-day rows already in the ledger.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE \(table) (
                    accountId INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    category TEXT NOT NULL,
                    type TEXT NOT NULL,
                    entries INTEGER NOT NULL,
                    amountMinor INTEGER NOT NULL,
                    PRIMARY KEY (accountId, day, category, type)
                ) WITHOUT ROWID
                """)
        try sum(db)
    }

    /// Sums the tally afresh from the ledger, inside a write.
    static func rebuild(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM \(table)")
        try sum(db)
    }

    private static func sum(_ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO \(table) (accountId, day, category, type, entries, amountMinor)
                SELECT accountId, day, category, type, COUNT(*), SUM(amountMinor)
                FROM ledgerEntry WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4
                """)
    }

    // MARK: - Writing

    /// Adds `sums` to the tally, inside the write that recorded their rows.
    static func record(_ sums: [Key: LedgerPeriodTally.Sum], in db: Database) throws {
        guard !sums.isEmpty else { return }
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO \(table) (accountId, day, category, type, entries, amountMinor) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (accountId, day, category, type) DO UPDATE SET
                    entries = entries + excluded.entries, amountMinor = amountMinor + excluded.amountMinor
                """)
        for (key, sum) in sums {
            try upsert.execute(arguments: [
                key.accountID, key.day, key.category, key.type, sum.entries, sum.amountMinor,
            ])
        }
    }

    // MARK: - Reading

    /// The totals of `accountID`'s calendar-day rows of `days`.
    static func totals(of accountID: Int64, days: Range<Int>, in db: Database) throws -> [LedgerTotal] {
        guard !days.isEmpty else { return [] }
        let statement = try db.cachedStatement(
            sql: """
                SELECT category, type, SUM(amountMinor), SUM(entries) FROM \(table)
                WHERE accountId = ? AND day >= ? AND day < ? GROUP BY category, type
                """)
        return try Row.fetchAll(statement, arguments: [accountID, days.lowerBound, days.upperBound])
            .map(RowDecoding.ledgerTotal)
    }
}
