package import BankDomain
package import Foundation
import GRDB
import GRDBSQLite

/// What each account's ledger rows of each category and type add up to, per UTC day, hour and
/// quarter of an hour.
///
/// Every write that adds ledger rows adds them here too (``LedgerTally/Counts``), so a period's
/// totals are the sum of a few hundred tally rows however many rows the period has. A period is
/// summed from the coarsest tally that fits inside it, its ends from finer ones: a month in
/// Kolkata (+05:30) is whole days, then whole hours, then whole quarters of an hour at each end.
/// Every time zone's midnight falls on a quarter of an hour, so the ledger itself is read only
/// for a period that starts or ends within one.
package enum LedgerPeriodTally {
    // MARK: - Nested Types

    /// One tally: a table, and the length of its periods.
    package struct Level: Sendable {
        let table: String
        /// How long each period is.
        package let seconds: Int64

        /// A row's period as SQLite computes it: the same as ``bucket(of:)``.
        var bucketExpression: String { "(\(LedgerSortKey.secondExpression) / \(seconds))" }

        /// The period `date` falls in, counted from 1900-01-01 UTC.
        package func bucket(of date: Date) -> Int64 {
            (LedgerSortKey.second(of: date) + LedgerSortKey.epochOffset) / seconds
        }

        /// The first moment of period `bucket`.
        package func start(of bucket: Int64) -> Date {
            Date(timeIntervalSince1970: Double(bucket * seconds - LedgerSortKey.epochOffset))
        }

        /// The first period that starts at or after `date`.
        package func firstBucket(from date: Date) -> Int64 {
            let bucket = bucket(of: date)
            return start(of: bucket) < date ? bucket + 1 : bucket
        }
    }

    /// A row of the finest tally, before it is added: the coarser ones are summed from these.
    package struct Key: Hashable {
        package let accountID: Int64
        package let quarter: Int64
        package let category: String
        package let type: String

        init(accountID: Int64, quarter: Int64, category: String, type: String) {
            self.accountID = accountID
            self.quarter = quarter
            self.category = category
            self.type = type
        }

        /// The quarter of an hour, account, category and type `row` is tallied under.
        package init(of row: LedgerRow) {
            let transaction = row.transaction
            self.init(
                accountID: row.accountID, quarter: LedgerPeriodTally.quarterHour.bucket(of: transaction.date),
                category: transaction.category.rawValue, type: transaction.type.rawValue)
        }
    }

    /// What a write adds to one row of a tally: a plain sum, as one write's rows cannot add up
    /// past 64 bits (``LedgerTally/Counts/maximumRows``).
    package struct Sum {
        /// The most rows a sum may add: that many rows of the largest amount (``MoneyBounds``)
        /// still add up within 64 bits.
        package static let maximumEntries = Int(Int64.max / MoneyBounds.maximumMinor)

        package private(set) var entries = 0
        package private(set) var amountMinor: Int64 = 0

        package init() {}

        package mutating func add(entries: Int, amountMinor: Int64) {
            self.entries += entries
            self.amountMinor += amountMinor
        }
    }

    /// What the tally rows of a period add up to as they are read back: each may hold whatever
    /// the writes added, so their sum reports overflow.
    package struct ReadSum {
        package private(set) var entries = 0
        private var sum = MinorSum()

        package var amountMinor: Int64 { sum.value }

        package init() {}

        package mutating func add(entries: Int, amountMinor: Int64) throws(BankError) {
            self.entries += entries
            try sum.add(amountMinor)
        }
    }

    // MARK: - Constants

    package static let day = Level(table: "ledgerDayTally", seconds: 86_400)
    package static let hour = Level(table: "ledgerHourTally", seconds: 3_600)
    package static let quarterHour = Level(table: "ledgerQuarterHourTally", seconds: 900)
    /// The tallies, coarsest first; each period is a whole number of the next one's.
    package static let levels = [day, hour, quarterHour]
    /// Seconds from 1900-01-01 to 1970-01-01: buckets count from 1900, so every recordable date's
    /// is positive.
    package static let epochOffset = LedgerSortKey.epochOffset

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

    /// The totals of `accountID`'s rows in `period`, read from `tallies`: the rows of moments in
    /// its moments (``totals(of:in:from:)-(_,Range<Date>,_)``), the rows of days in its days.
    package static func totals(
        of accountID: Int64, in period: LedgerPeriod, from tallies: some PeriodTallyReading
    ) throws -> [LedgerTotal] {
        try totals(of: accountID, in: period.instants, from: tallies)
            + tallies.dayTotals(of: accountID, days: period.days)
    }

    /// The totals of `accountID`'s rows dated in `period`, read from `tallies`: whole periods
    /// from the coarsest tally that fits, the ends from finer ones, below a quarter of an hour
    /// from the ledger.
    package static func totals(
        of accountID: Int64, in requested: Range<Date>, from tallies: some PeriodTallyReading
    ) throws -> [LedgerTotal] {
        // Rows are only ever dated within the recordable dates, whose keys cannot overflow.
        let period = requested.clamped(to: NewTransaction.recordableDates)
        return try totals(of: accountID, in: period, level: 0, from: tallies)
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

    /// `period` from the tally at `index` and its ends from the finer ones, or from the ledger
    /// below the finest.
    private static func totals(
        of accountID: Int64, in period: Range<Date>, level index: Int, from tallies: some PeriodTallyReading
    ) throws -> [LedgerTotal] {
        guard !period.isEmpty else { return [] }
        guard index < levels.count else { return try tallies.ledgerTotals(of: accountID, in: period) }
        let level = levels[index]
        let first = level.firstBucket(from: period.lowerBound)
        let end = level.bucket(of: period.upperBound)
        guard first < end else { return try totals(of: accountID, in: period, level: index + 1, from: tallies) }
        let head = period.lowerBound..<level.start(of: first)
        let tail = level.start(of: end)..<period.upperBound
        return try tallies.wholeBuckets(first..<end, of: level, accountID: accountID)
            + totals(of: accountID, in: head, level: index + 1, from: tallies)
            + totals(of: accountID, in: tail, level: index + 1, from: tallies)
    }

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

    private struct TotalKey: Hashable {
        let category: String
        let type: String
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

/// Where ``LedgerPeriodTally/totals(of:in:from:)`` reads: a backend's tallies and ledger.
package protocol PeriodTallyReading {
    /// The totals of `accountID`'s tally rows of `level` in `buckets`, by category and type.
    func wholeBuckets(_ buckets: Range<Int64>, of level: LedgerPeriodTally.Level, accountID: Int64) throws
        -> [LedgerTotal]
    /// The totals of `accountID`'s ledger rows of moments in `period`, shorter than a quarter of
    /// an hour.
    func ledgerTotals(of accountID: Int64, in period: Range<Date>) throws -> [LedgerTotal]
    /// The totals of `accountID`'s rows of calendar days in `days` (``CalendarDay/daysSince1970``).
    func dayTotals(of accountID: Int64, days: Range<Int>) throws -> [LedgerTotal]
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
