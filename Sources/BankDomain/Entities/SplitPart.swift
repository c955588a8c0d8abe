public import Foundation

/// One part of a row split into categories: an amount of the row, in its currency's minor units,
/// and the category that part counts in. The parts of a split add up to the row.
public struct SplitPart: Sendable, Equatable {
    /// The part's amount, positive, in minor units of the row's account.
    public let amountMinor: Int64
    /// The category the part counts in.
    public let category: TransactionCategory

    /// A part of `amountMinor` counted in `category`.
    public init(amountMinor: Int64, category: TransactionCategory) {
        self.amountMinor = amountMinor
        self.category = category
    }

    /// The parts as the ledger's history keeps them, as vbank writes money:
    /// `groceries $30.00 + other $12.50`.
    public static func summary(_ parts: [SplitPart], currency: String) -> String {
        let money = MoneyFormatter()
        return parts.map { "\($0.category.rawValue) \(money.string(minorUnits: $0.amountMinor, currency: currency))" }
            .joined(separator: " + ")
    }
}

/// A part of a split as a person types it: an amount, or none for the part that takes what the
/// others leave (`split 30 groceries household`).
public struct WrittenSplitPart: Sendable, Equatable {
    /// The amount typed, or nil for the rest of the row.
    public let amount: WrittenAmount?
    /// The category the part counts in.
    public let category: TransactionCategory

    /// A part of `amount` (nil: the rest) counted in `category`.
    public init(amount: WrittenAmount?, category: TransactionCategory) {
        self.amount = amount
        self.category = category
    }
}
