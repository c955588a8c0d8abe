public import Foundation

/// The one bound on money in the bank: no single amount and no balance may be larger than
/// $1,000,000,000.00 (in minor units of any currency), in either direction.
///
/// Every path that creates or moves money checks it: a transfer, an import, the demo data, and
/// any store. Within the bound, the sum of every balance of millions of accounts, or of every
/// row of a ledger of millions of rows, still fits in 64 bits; sums are added with ``MinorSum``
/// all the same, which reports overflow as ``BankError/sumTooLarge`` instead of trapping or
/// saturating, so a bank written before the bound existed still opens and says what it cannot add.
///
/// ```swift
/// try MoneyBounds.checkAmount(order.amountMinor)                       // one amount
/// let after = try MoneyBounds.balance(of: savings, movedBy: 2_500)     // a balance after a move
/// ```
public enum MoneyBounds {
    // MARK: - Constants

    /// The largest amount, and the largest balance, in minor units: 1,000,000,000.00.
    public static let maximumMinor: Int64 = 100_000_000_000

    /// The largest amount, and the largest balance, in the bank's own currency.
    public static var maximum: Decimal { maximum(in: Currency.bankDefault) }

    /// The largest amount, and the largest balance, in `currency`.
    public static func maximum(in currency: String) -> Decimal {
        MinorUnits.amount(of: maximumMinor, currency: currency)
    }

    // MARK: - Checking

    /// Whether `minor` is within the bound, in either direction.
    public static func contains(_ minor: Int64) -> Bool {
        minor >= -maximumMinor && minor <= maximumMinor
    }

    /// Refuses one amount beyond the bound.
    public static func checkAmount(_ minor: Int64) throws(BankError) {
        guard contains(minor) else { throw .amountTooLarge(maximum: maximum) }
    }

    /// `account`'s balance after it moves by `change` minor units; refused when it would be beyond
    /// the bound. An account whose balance is already beyond it (written before the bound existed)
    /// takes part in no move at all: money that a typo made must not flow into other accounts.
    public static func balance(of account: Account, movedBy change: Int64) throws(BankError) -> Int64 {
        let (moved, overflowed) = account.balanceMinor.addingReportingOverflow(change)
        guard !overflowed, contains(moved) else { throw .balanceTooLarge(account: account.name, maximum: maximum) }
        return moved
    }
}

/// A running sum of minor units that reports overflow as ``BankError/sumTooLarge`` instead of
/// trapping or wrapping: totals over many accounts, months or ledger rows.
///
/// ```swift
/// var total = MinorSum()
/// for account in accounts { try total.add(account.balanceMinor) }
/// ```
public struct MinorSum: Sendable, Equatable {
    // MARK: - Properties

    /// The sum so far.
    public private(set) var value: Int64

    // MARK: - Initialization

    /// A sum starting at `value`, zero unless given.
    public init(_ value: Int64 = 0) {
        self.value = value
    }

    // MARK: - Adding

    /// Adds `minor`.
    public mutating func add(_ minor: Int64) throws(BankError) {
        let (sum, overflowed) = value.addingReportingOverflow(minor)
        guard !overflowed else { throw .sumTooLarge }
        value = sum
    }

    /// Subtracts `minor`.
    public mutating func subtract(_ minor: Int64) throws(BankError) {
        let (difference, overflowed) = value.subtractingReportingOverflow(minor)
        guard !overflowed else { throw .sumTooLarge }
        value = difference
    }

    /// The sum of `values`.
    public static func of<Values: Sequence<Int64>>(_ values: Values) throws(BankError) -> Int64 {
        var sum = MinorSum()
        for value in values {
            try sum.add(value)
        }
        return sum.value
    }
}
