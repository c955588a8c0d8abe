public import Foundation

/// The rules every transfer follows, checked by the transfer flow as data is collected and again
/// by the store inside the transaction that moves the money.
public enum TransferRules {
    /// Refuses an order that moves nothing or more than ``MoneyBounds`` allows, moves money to
    /// the same account or another currency, takes more than the source has available (for
    /// credit accounts: within their limit), or would take a balance beyond the bound.
    /// - Returns: The amount in minor units.
    @discardableResult
    public static func check(_ order: TransferOrder, from source: Account, to destination: Account) throws(BankError)
        -> Int64
    {
        try checkAccounts(from: source, to: destination)
        let minor = try checkAmount(order.amount, currency: source.currency)
        try checkFunds(order.amount, in: source)
        try checkBalances(moving: minor, from: source, to: destination)
        return minor
    }

    /// Refuses the same account twice, a closed account, an account shared to view only and
    /// accounts of different currencies.
    public static func checkAccounts(from source: Account, to destination: Account) throws(BankError) {
        guard source.id != destination.id else { throw BankError.sameAccount }
        try AccountRules.checkOpen(source)
        try AccountRules.checkOpen(destination)
        try SharingRules.checkMovesMoney(source)
        try SharingRules.checkMovesMoney(destination)
        guard source.currency == destination.currency else {
            throw BankError.currencyMismatch(source: source.currency, destination: destination.currency)
        }
    }

    /// Refuses an amount that is not positive, has more decimal places than `currency`, or is
    /// beyond ``MoneyBounds``.
    /// - Returns: The amount in minor units of `currency`.
    @discardableResult
    public static func checkAmount(_ amount: Decimal, currency: String) throws(BankError) -> Int64 {
        guard amount > 0 else { throw BankError.invalidAmount }
        guard let minor = MinorUnits.minorUnits(of: amount, currency: currency) else {
            throw BankError.tooPrecise(currency: currency, digits: Currency.digits(of: currency))
        }
        try MoneyBounds.checkAmount(minor)
        return minor
    }

    /// Refuses an amount larger than what `source` has available.
    public static func checkFunds(_ amount: Decimal, in source: Account) throws(BankError) {
        guard amount <= source.available else {
            throw source.type == .credit
                ? BankError.creditLimitExceeded(available: source.available, currency: source.currency)
                : BankError.insufficientFunds(available: source.available, currency: source.currency)
        }
    }

    /// Refuses a move of `minor` that would take either balance beyond ``MoneyBounds``.
    public static func checkBalances(moving minor: Int64, from source: Account, to destination: Account)
        throws(BankError)
    {
        _ = try MoneyBounds.balance(of: source, movedBy: -minor)
        _ = try MoneyBounds.balance(of: destination, movedBy: minor)
    }
}
