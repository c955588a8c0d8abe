package import BankDomain
package import BankStorage
import GRDB

/// How many ledger rows each account has of each category and type.
///
/// Every write that adds ledger rows adds them here too (``LedgerInsert``), so the size of a list
/// is the sum of a few rows of this table instead of a count over the ledger, and the groups a
/// filter lets through are known before the list is read.
package enum LedgerTally {
    // MARK: - Nested Types

    /// The rows of one account of one category and type.
    struct Group: Hashable, Sendable {
        let category: String
        let type: String
        let entries: Int
    }

    /// Rows of one write, counted by account, category and type before they go into the table,
    /// with what they move their account's balance by.
    package struct Counts {
        private struct Key: Hashable {
            let accountID: Int64
            let category: String
            let type: String
        }

        /// The most rows one write may tally, so that the sums below are plain additions.
        static let maximumRows = LedgerPeriodTally.Sum.maximumEntries

        private struct Sum {
            var entries = 0
            var netMinor: Int64 = 0

            mutating func add(entries: Int, netMinor: Int64) {
                self.entries += entries
                self.netMinor += netMinor
            }
        }

        private var sums: [Key: Sum] = [:]
        /// Whether rows of moments are counted by quarter of an hour: not for a write whose
        /// tallies by period wait (``DeferredPeriodTallies``), which are summed from the ledger
        /// later, so counting them here was work thrown away (a twentieth of a demo bank's start
        /// in memory).
        private var countsQuarters = true

        package init() {}

        /// The rows of moments, by quarter of an hour.
        private var quarters: [LedgerPeriodTally.Key: LedgerPeriodTally.Sum] = [:]
        /// The rows of calendar days, by day.
        private var days: [CalendarDayTally.Key: LedgerPeriodTally.Sum] = [:]

        /// Counts with room made at once for `rows` rows, up to ``reservedRowsLimit``: every row of
        /// a moment may be a quarter of an hour of its own, and a table of string keys grown row
        /// by row rehashes them all at each doubling (a ninth of a demo bank's seeding). The
        /// limit keeps a big import of few periods from holding a table it never fills. Rows of
        /// moments are counted by quarter of an hour only when `countingQuarters`.
        init(reservingRoomFor rows: Int, countingQuarters: Bool) {
            let reserved = min(rows, Self.reservedRowsLimit)
            countsQuarters = countingQuarters
            guard reserved > 0 else { return }
            if countingQuarters {
                quarters.reserveCapacity(reserved)
            }
            days.reserveCapacity(reserved)
        }

        /// The most rows ``init(reservingRoomFor:countingQuarters:)`` makes room for.
        static let reservedRowsLimit = 4_096

        /// Counts one row.
        package mutating func add(_ row: LedgerRow) {
            add(row, times: 1)
        }

        /// Takes one row out of the counts: a row a correction removes or recategorises.
        package mutating func remove(_ row: LedgerRow) {
            add(row, times: -1)
        }

        /// Takes a row already in the ledger out of the counts: one a correction removes.
        package mutating func remove(_ transaction: Transaction) {
            remove(LedgerRow(accountID: transaction.accountID, transaction: NewTransaction(transaction)))
        }

        /// Moves a row already in the ledger from its category to `category`.
        package mutating func recategorise(_ transaction: Transaction, as category: TransactionCategory) {
            remove(transaction)
            add(
                LedgerRow(
                    accountID: transaction.accountID, transaction: NewTransaction(transaction, category: category)))
        }

        /// The tallies by period of the rows counted, for a server's tables.
        package var periodSums:
            (
                quarters: [LedgerPeriodTally.Key: LedgerPeriodTally.Sum],
                days: [CalendarDayTally.Key: LedgerPeriodTally.Sum]
            )
        {
            (quarters, days)
        }

        private mutating func add(_ row: LedgerRow, times sign: Int) {
            let transaction = row.transaction
            let key = Key(
                accountID: row.accountID, category: transaction.category.rawValue, type: transaction.type.rawValue)
            let amount = transaction.amountMinor * Int64(sign)
            sums[key, default: Sum()].add(entries: sign, netMinor: transaction.signedMinorUnits * Int64(sign))
            if let day = CalendarDayTally.Key(of: row) {
                days[day, default: LedgerPeriodTally.Sum()].add(entries: sign, amountMinor: amount)
            } else if countsQuarters {
                quarters[LedgerPeriodTally.Key(of: row), default: LedgerPeriodTally.Sum()].add(
                    entries: sign, amountMinor: amount)
            }
        }

        /// Counts the ledger rows from `firstID` on, as the database holds them.
        mutating func add(rowsFrom firstID: Int64, in db: Database) throws {
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT accountId, category, type, \(LedgerPeriodTally.quarterHour.bucketExpression), day,
                            COUNT(*), SUM(amountMinor)
                        FROM ledgerEntry WHERE id >= ? GROUP BY 1, 2, 3, 4, 5
                        """),
                arguments: [firstID])
            for row in rows {
                let key = Key(accountID: row[0], category: row[1], type: row[2])
                let entries: Int = row[5]
                let amountMinor: Int64 = row[6]
                sums[key, default: Sum()].add(
                    entries: entries, netMinor: key.type == TransactionType.credit.rawValue ? amountMinor : -amountMinor
                )
                if let day = row[4] as Int? {
                    let dayKey = CalendarDayTally.Key(
                        accountID: key.accountID, day: day, category: key.category, type: key.type)
                    days[dayKey, default: LedgerPeriodTally.Sum()].add(entries: entries, amountMinor: amountMinor)
                } else {
                    let quarter = LedgerPeriodTally.Key(
                        accountID: key.accountID, quarter: row[3], category: key.category, type: key.type)
                    quarters[quarter, default: LedgerPeriodTally.Sum()].add(entries: entries, amountMinor: amountMinor)
                }
            }
        }

        /// The rows counted for `accountID`, and what they move its balance by.
        func added(to accountID: Int64) -> (entries: Int, netMinor: Int64) {
            sums.reduce(into: (entries: 0, netMinor: Int64(0))) { total, element in
                guard element.key.accountID == accountID else { return }
                total.entries += element.value.entries
                total.netMinor += element.value.netMinor
            }
        }

        /// Adds the counts to the tallies and, unless they are deferred (``DeferredPeriodTallies``),
        /// to the tallies by period, inside the write that recorded the rows.
        func record(in db: Database, byPeriod: Bool = true) throws {
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO ledgerTally (accountId, category, type, entries) VALUES (?, ?, ?, ?)
                    ON CONFLICT (accountId, category, type) DO UPDATE SET entries = entries + excluded.entries
                    """)
            for (key, sum) in sums {
                try upsert.execute(arguments: [key.accountID, key.category, key.type, sum.entries])
            }
            if byPeriod {
                try LedgerPeriodTally.record(quarters, in: db)
            }
            // A day's tally is kept as it is written even where the tallies by period wait: it is
            // one upsert per day of the rows, not per quarter of an hour at three levels.
            try CalendarDayTally.record(days, in: db)
        }
    }

    // MARK: - Schema

    /// Creates the table and tallies the rows already in the ledger.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE ledgerTally (
                    accountId INTEGER NOT NULL,
                    category TEXT NOT NULL,
                    type TEXT NOT NULL,
                    entries INTEGER NOT NULL,
                    PRIMARY KEY (accountId, category, type)
                ) WITHOUT ROWID
                """
        )
        try record(rowsAfter: 0, in: db)
    }

    // MARK: - Writing

    /// Adds the ledger rows whose identifiers are greater than `lastID` to the tallies, inside
    /// the write that recorded them.
    static func record(rowsAfter lastID: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO ledgerTally (accountId, category, type, entries)
                SELECT accountId, category, type, COUNT(*) FROM ledgerEntry WHERE id > ?
                GROUP BY accountId, category, type
                ON CONFLICT (accountId, category, type) DO UPDATE SET entries = entries + excluded.entries
                """
        )
        .execute(arguments: [lastID])
    }

    // MARK: - Reading

    /// The groups of `accountID`'s rows that `category` and `type` let through (nil: any).
    static func groups(of accountID: Int64, category: String?, type: String?, in db: Database) throws -> [Group] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT category, type, entries FROM ledgerTally
                WHERE accountId = ? AND (?2 IS NULL OR category = ?2) AND (?3 IS NULL OR type = ?3) AND entries > 0
                ORDER BY category, type
                """
        )
        return try Row.fetchAll(statement, arguments: [accountID, category, type]).map { row in
            Group(category: row[0], type: row[1], entries: row[2])
        }
    }
}
