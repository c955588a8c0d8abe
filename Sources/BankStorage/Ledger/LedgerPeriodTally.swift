package import BankDomain
package import Foundation

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
        package let table: String
        /// How long each period is.
        package let seconds: Int64

        /// A row's period as SQLite computes it: the same as ``bucket(of:)``.
        package var bucketExpression: String { "(\(LedgerSortKey.secondExpression) / \(seconds))" }

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

        package init(accountID: Int64, quarter: Int64, category: String, type: String) {
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

    // MARK: - Reading

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
