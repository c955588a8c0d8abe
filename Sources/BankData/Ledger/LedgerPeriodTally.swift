import BankDomain
import BankStorage
import Foundation
import GRDB
import GRDBSQLite

/// The tallies by period as SQLite keeps them: their tables, their writing, and their reading
/// within an open read.
extension LedgerPeriodTally {
    // MARK: - Schema

    /// Creates the tallies and sums the rows already in the ledger.
    static func create(_ db: Database) throws {
        for level in levels {
            try db.execute(
                sql: """
                    CREATE TABLE \(level.table) (
                        accountId INTEGER NOT NULL,
                        bucket INTEGER NOT NULL,
                        category TEXT NOT NULL,
                        type TEXT NOT NULL,
                        entries INTEGER NOT NULL,
                        amountMinor INTEGER NOT NULL,
                        PRIMARY KEY (accountId, bucket, category, type)
                    ) WITHOUT ROWID
                    """
            )
            try sum(level, in: db)
        }
    }

    /// Sums every tally afresh from the ledger's rows of moments, inside a write: for tallies
    /// that were deferred (``DeferredPeriodTallies``), and for rows that became rows of days.
    static func rebuild(_ db: Database) throws {
        for level in levels {
            try db.execute(sql: "DELETE FROM \(level.table)")
            try sum(level, in: db, onlyMoments: true)
        }
    }

    /// Sums `level` from the ledger; with `onlyMoments`, from its rows of moments alone, which a
    /// ledger from before rows of days (v4) cannot be asked for.
    private static func sum(_ level: Level, in db: Database, onlyMoments: Bool = false) throws {
        try db.execute(
            sql: """
                INSERT INTO \(level.table) (accountId, bucket, category, type, entries, amountMinor)
                SELECT accountId, \(level.bucketExpression), category, type, COUNT(*), SUM(amountMinor)
                FROM ledgerEntry \(onlyMoments ? "WHERE day IS NULL " : "")GROUP BY 1, 2, 3, 4
                """
        )
    }

    // MARK: - Writing

    /// Adds `quarters` to every tally, inside the write that recorded their rows.
    static func record(_ quarters: [Key: Sum], in db: Database) throws {
        for level in levels {
            let factor = level.seconds / quarterHour.seconds
            var sums: [Key: Sum] = [:]
            for (key, sum) in quarters {
                let bucket = Key(
                    accountID: key.accountID, quarter: key.quarter / factor, category: key.category, type: key.type)
                sums[bucket, default: Sum()].add(entries: sum.entries, amountMinor: sum.amountMinor)
            }
            try record(sums, into: level, in: db)
        }
    }

    // MARK: - Reading

    /// The totals of `accountID`'s rows in `period`: its moments' and its days'.
    static func totals(of accountID: Int64, in period: LedgerPeriod, in db: Database) throws -> [LedgerTotal] {
        try totals(of: accountID, in: period, from: SQLiteTallies(db: db))
    }

    // MARK: - Private

    /// Stepped with SQLite's own functions: an import of rows dated all over a year makes an
    /// upsert per row, and GRDB's arguments cost more than the upsert. SQLite would add a tally
    /// past 64 bits as floating point, which only 92 million rows of the largest amount in one
    /// quarter of an hour could make; a read of it then says the sums are too large
    /// (``RowDecoding/minorUnits(_:_:)``), never a rounded amount. Checking every upsert's sum as
    /// it was written (`RETURNING`) cost 2% of an import, for a case no ledger reaches.
    private static func record(_ sums: [Key: Sum], into level: Level, in db: Database) throws {
        let sql = """
            INSERT INTO \(level.table) (accountId, bucket, category, type, entries, amountMinor)
            VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (accountId, bucket, category, type) DO UPDATE SET
                entries = entries + excluded.entries, amountMinor = amountMinor + excluded.amountMinor
            """
        let upsert = try db.cachedStatement(sql: sql).sqliteStatement
        defer { sqlite3_clear_bindings(upsert) }
        for (key, sum) in sums {
            sqlite3_bind_int64(upsert, 1, key.accountID)
            sqlite3_bind_int64(upsert, 2, key.quarter)
            sqlite3_bind_text(upsert, 3, key.category, -1, transient)
            sqlite3_bind_text(upsert, 4, key.type, -1, transient)
            sqlite3_bind_int64(upsert, 5, Int64(sum.entries))
            sqlite3_bind_int64(upsert, 6, sum.amountMinor)
            let code = sqlite3_step(upsert)
            sqlite3_reset(upsert)
            guard code == SQLITE_DONE else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: sql)
            }
        }
    }

    /// Tells SQLite to copy a bound text, which lives only for the call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// The tally rows of `buckets`, added up here rather than grouped by SQLite: they come in
    /// the table's order, and sorting them by category would cost more than the sums.
    fileprivate static func wholeBuckets(
        _ buckets: Range<Int64>, of level: Level, accountID: Int64, in db: Database
    ) throws -> [LedgerTotal] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT category, type, amountMinor, entries FROM \(level.table)
                WHERE accountId = ? AND bucket >= ? AND bucket < ?
                """)
        var sums: [TotalKey: ReadSum] = [:]
        let rows = try Row.fetchCursor(statement, arguments: [accountID, buckets.lowerBound, buckets.upperBound])
        while let row = try rows.next() {
            try sums[TotalKey(category: row[0], type: row[1]), default: ReadSum()].add(
                entries: row[3], amountMinor: RowDecoding.minorUnits(row, 2))
        }
        return try sums.map { key, sum in
            try RowDecoding.ledgerTotal(
                category: key.category, type: key.type, amountMinor: sum.amountMinor, entries: sum.entries)
        }
    }

    /// The rows of a part of a quarter of an hour, summed from the ledger by its sort-key index.
    fileprivate static func ledgerTotals(of accountID: Int64, in period: Range<Date>, in db: Database) throws
        -> [LedgerTotal]
    {
        let statement = try db.cachedStatement(
            sql: """
                SELECT category, type, SUM(amountMinor), COUNT(*) FROM ledgerEntry
                WHERE accountId = ? AND sortKey >= ? AND sortKey < ? AND date >= ? AND date < ? AND day IS NULL
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

private struct TotalKey: Hashable {
    let category: String
    let type: String
}

/// The tallies of an open SQLite read.
private struct SQLiteTallies: PeriodTallyReading {
    let db: Database

    func wholeBuckets(_ buckets: Range<Int64>, of level: LedgerPeriodTally.Level, accountID: Int64) throws
        -> [LedgerTotal]
    {
        try LedgerPeriodTally.wholeBuckets(buckets, of: level, accountID: accountID, in: db)
    }

    func ledgerTotals(of accountID: Int64, in period: Range<Date>) throws -> [LedgerTotal] {
        try LedgerPeriodTally.ledgerTotals(of: accountID, in: period, in: db)
    }

    func dayTotals(of accountID: Int64, days: Range<Int>) throws -> [LedgerTotal] {
        try CalendarDayTally.totals(of: accountID, days: days, in: db)
    }
}
