import BankDomain
import BankStorage
import Foundation
import GRDB

/// The tally of calendar days as SQLite keeps it: its table, its writing and its reading.
extension CalendarDayTally {
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
