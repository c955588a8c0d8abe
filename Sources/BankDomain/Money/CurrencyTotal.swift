/// The sum of the balances in one currency.
public struct CurrencyTotal: Sendable, Equatable {
    // MARK: - Properties

    /// The ISO 4217 code, such as `USD`.
    public let currency: String
    /// The sum, in minor units.
    public let minorUnits: Int64

    // MARK: - Initialization

    /// Creates a total.
    public init(currency: String, minorUnits: Int64) {
        self.currency = currency
        self.minorUnits = minorUnits
    }

    // MARK: - Summing

    /// The sum of the open `accounts`' balances in each currency, in the order the currencies
    /// first appear. A closed account holds nothing, and its currency has no place among them.
    /// - Throws: ``BankError/sumTooLarge`` when a sum does not fit: only balances written beyond
    ///   ``MoneyBounds`` before it existed can make one.
    public static func balances(of accounts: [Account]) throws(BankError) -> [CurrencyTotal] {
        var sums: [(currency: String, sum: MinorSum)] = []
        // Each account is read where it is stored: a copy of one retains its every string, and
        // Home sums them at each display.
        for position in accounts.indices where !accounts[position].isClosed {
            let balance = accounts[position].balanceMinor
            if let index = sums.firstIndex(where: { $0.currency == accounts[position].currency }) {
                try sums[index].sum.add(balance)
            } else {
                sums.append((accounts[position].currency, MinorSum(balance)))
            }
        }
        return sums.map { CurrencyTotal(currency: $0.currency, minorUnits: $0.sum.value) }
    }
}
