public import Foundation

/// Sums of the ledger over periods, for charts: what came in and what went out, by category.
///
/// A period's totals cost what the days in it cost, not what their rows cost: a month of a
/// ledger of a million rows is summed from tallies by day, hour and quarter of an hour that the
/// writes keep.
public protocol LedgerSummaryStore: Sendable {
    /// The totals of the rows of `accounts` dated within each of `periods` (start included, end
    /// not), in the order the periods were given.
    func totals(of accounts: [Account.ID], in periods: [Range<Date>]) async throws -> [PeriodTotals]
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
    public let period: Range<Date>
    /// One total per category and direction that has rows, ordered by category and direction.
    public let totals: [LedgerTotal]

    // MARK: - Initialization

    /// Creates the totals of `period`, merging totals of the same category and direction.
    public init(period: Range<Date>, totals: [LedgerTotal]) {
        self.period = period
        var merged: [Key: LedgerTotal] = [:]
        for total in totals {
            let key = Key(category: total.category, type: total.type)
            let earlier = merged[key]
            merged[key] = LedgerTotal(
                category: total.category, type: total.type,
                amountMinor: total.amountMinor + (earlier?.amountMinor ?? 0),
                entries: total.entries + (earlier?.entries ?? 0))
        }
        self.totals = merged.values.sorted {
            ($0.category.rawValue, $0.type.rawValue) < ($1.category.rawValue, $1.type.rawValue)
        }
    }

    // MARK: - Sums

    /// The sum of the amounts that went `type`'s way.
    public func sum(of type: TransactionType) -> Int64 {
        totals.reduce(0) { sum, total in total.type == type ? sum + total.amountMinor : sum }
    }

    /// What the period moved the balance by: credits less debits.
    public var netMinor: Int64 { sum(of: .credit) - sum(of: .debit) }

    // MARK: - Private

    private struct Key: Hashable {
        let category: TransactionCategory
        let type: TransactionType
    }
}
