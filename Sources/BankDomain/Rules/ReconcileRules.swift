/// What a reconciliation must respect, checked by the scene as it is asked for and by the store
/// again on the account as it reads it.
public enum ReconcileRules {
    /// The most rows a difference names as its possible cause.
    public static let maximumSuspects = 10

    /// Refuses an account the person may not move money on, a day that has not begun yet, and
    /// one before the account opened; a balance beyond ``MoneyBounds``.
    public static func check(_ order: ReconcileOrder, in account: Account, latestDay: CalendarDay) throws(BankError) {
        try RecordRules.checkAccount(account)
        guard order.day <= latestDay else { throw .dayNotYetBegun(order.day) }
        if let opened = account.openedOn, order.day < opened {
            throw .dayBeforeOpening(order.day, account: account.name, opened: opened)
        }
        try MoneyBounds.checkAmount(order.balanceMinor)
    }

    /// Whether a row of `amountMinor` could explain a difference of `differenceMinor`: it is the
    /// difference, or half of it.
    public static func couldExplain(_ amountMinor: Int64, _ differenceMinor: Int64) -> Bool {
        let difference = differenceMinor.magnitude
        return amountMinor.magnitude == difference || amountMinor.magnitude * 2 == difference
    }
}
