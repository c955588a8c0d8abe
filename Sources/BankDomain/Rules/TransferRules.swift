public import Foundation

/// The rules every transfer follows, checked by the transfer flow as data is collected and again
/// by the store inside the transaction that moves the money.
public enum TransferRules {
    /// Refuses an order that moves nothing, moves money to the same account or another currency,
    /// or takes more than the source has available (for credit accounts: within their limit).
    public static func check(_ order: TransferOrder, from source: Account, to destination: Account) throws(BankError) {
        try checkAccounts(from: source, to: destination)
        try checkAmount(order.amount)
        try checkFunds(order.amount, in: source)
    }

    /// Refuses the same account twice and accounts of different currencies.
    public static func checkAccounts(from source: Account, to destination: Account) throws(BankError) {
        guard source.id != destination.id else { throw BankError.sameAccount }
        guard source.currency == destination.currency else {
            throw BankError.currencyMismatch(source: source.currency, destination: destination.currency)
        }
    }

    /// Refuses an amount that is not positive or has more than two decimal places.
    public static func checkAmount(_ amount: Decimal) throws(BankError) {
        guard amount > 0, MinorUnits.isWholeMinorUnits(amount) else { throw BankError.invalidAmount }
    }

    /// Refuses an amount larger than what `source` has available.
    public static func checkFunds(_ amount: Decimal, in source: Account) throws(BankError) {
        guard amount <= source.available else {
            throw source.type == .credit
                ? BankError.creditLimitExceeded(available: source.available, currency: source.currency)
                : BankError.insufficientFunds(available: source.available, currency: source.currency)
        }
    }
}
