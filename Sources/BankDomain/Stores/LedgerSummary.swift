public import Foundation

/// Sums of the ledger over periods, for charts: what came in and what went out, by category.
///
/// A period's totals cost what the days in it cost, not what their rows cost: a month of a
/// ledger of a million rows is summed from tallies by day, hour and quarter of an hour that the
/// writes keep.
public protocol LedgerSummaryStore: Sendable {
    /// The totals of the rows of `accounts` within each of `periods` (its moments for rows of a
    /// moment, its days for rows of a day), in the order the periods were given.
    func totals(of accounts: [Account.ID], in periods: [LedgerPeriod]) async throws -> [PeriodTotals]
}

/// The rows of one category and direction in a period, summed.
public struct LedgerTotal: Sendable, Equatable {
    /// What the money was for.
    public let category: TransactionCategory
    /// Which way it went.
    public let type: TransactionType
    /// The sum of the amounts, in minor units, always positive.
    public let amountMinor: Int64
    /// How many rows were summed.
    public let entries: Int

    /// Creates a total.
    public init(category: TransactionCategory, type: TransactionType, amountMinor: Int64, entries: Int) {
        self.category = category
        self.type = type
        self.amountMinor = amountMinor
        self.entries = entries
    }
}

/// The totals of one period, by category and direction.
public struct PeriodTotals: Sendable, Equatable {
    // MARK: - Properties

    /// The period: its start is included, its end is not.
    public let period: LedgerPeriod
    /// One total per category and direction that has rows, ordered by category and direction.
    public let totals: [LedgerTotal]
    /// What came in: the sum of the credits.
    public let creditsMinor: Int64
    /// What went out: the sum of the debits, positive.
    public let debitsMinor: Int64

    /// What counts as spending: the categories money went out of, the largest first and equal
    /// ones by category name.
    public var spending: [LedgerTotal] {
        totals.filter { $0.type == .debit && $0.amountMinor > 0 }
            .sorted { ($1.amountMinor, $0.category.rawValue) < ($0.amountMinor, $1.category.rawValue) }
    }

    // MARK: - Initialization

    /// Creates the totals of `period`, merging totals of the same category and direction.
    /// - Throws: ``BankError/sumTooLarge`` when they are too large to add up, as only amounts
    ///   written beyond ``MoneyBounds`` before it existed can be.
    public init(period: LedgerPeriod, totals: [LedgerTotal]) throws(BankError) {
        self.period = period
        var merged: [Key: (amount: MinorSum, entries: Int)] = [:]
        var credits = MinorSum()
        var debits = MinorSum()
        for total in totals {
            let key = Key(category: total.category, type: total.type)
            try merged[key, default: (MinorSum(), 0)].amount.add(total.amountMinor)
            merged[key, default: (MinorSum(), 0)].entries += total.entries
            if total.type == .credit {
                try credits.add(total.amountMinor)
            } else {
                try debits.add(total.amountMinor)
            }
        }
        self.totals = merged.map { key, sum in
            LedgerTotal(category: key.category, type: key.type, amountMinor: sum.amount.value, entries: sum.entries)
        }
        .sorted { ($0.category.rawValue, $0.type.rawValue) < ($1.category.rawValue, $1.type.rawValue) }
        creditsMinor = credits.value
        debitsMinor = debits.value
    }

    // MARK: - Sums

    /// The sum of the amounts that went `type`'s way.
    public func sum(of type: TransactionType) -> Int64 {
        type == .credit ? creditsMinor : debitsMinor
    }

    /// What the period moved the balance by: credits less debits.
    public func netMinor() throws(BankError) -> Int64 {
        var net = MinorSum(creditsMinor)
        try net.subtract(debitsMinor)
        return net.value
    }

    /// The totals without those of `categories`, as a period of their own.
    public func excluding(_ categories: Set<TransactionCategory>) throws(BankError) -> PeriodTotals {
        try PeriodTotals(period: period, totals: totals.filter { !categories.contains($0.category) })
    }

    // MARK: - Private

    private struct Key: Hashable {
        let category: TransactionCategory
        let type: TransactionType
    }
}
