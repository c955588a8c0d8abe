/// The rules every recorded row follows, checked by the scene as the draft is collected and again
/// by the store inside the transaction that writes it.
public enum RecordRules {
    /// The built-in categories a person may give a row: every one but those the bank writes
    /// itself. A bank's own categories are given as well (``CategoryRules/checkGivable(_:in:)``).
    public static let recordableCategories = TransactionCategory.defaults.filter { $0 != .transfer && $0 != .opening }

    /// Refuses an order for a closed account or one the person may only view, a category only the
    /// bank writes, a day the account cannot hold, an amount that is not positive or beyond
    /// ``MoneyBounds``, a spend of more than the account has available, or a balance beyond the
    /// bound.
    /// - Parameter latestDay: The last day that has begun: a day after it has not happened yet.
    /// - Returns: The account's balance after the row, in minor units.
    @discardableResult
    public static func check(_ order: RecordOrder, in account: Account, latestDay: CalendarDay) throws(BankError)
        -> Int64
    {
        try checkAccount(account)
        if let category = order.category {
            try checkCategory(category)
        }
        try checkDay(order.day, in: account, latestDay: latestDay)
        try checkAmount(order.amountMinor)
        if order.type == .debit {
            // As a transfer from it would be: money recorded as spent was there to spend.
            try TransferRules.checkFunds(
                MinorUnits.amount(of: order.amountMinor, currency: account.currency), in: account)
        }
        return try MoneyBounds.balance(of: account, movedBy: order.signedMinorUnits)
    }

    /// Refuses a closed account, and one shared with the person to view only.
    public static func checkAccount(_ account: Account) throws(BankError) {
        try AccountRules.checkOpen(account)
        try SharingRules.checkMovesMoney(account)
    }

    /// Refuses the categories the bank writes itself: a transfer has two sides and is made by
    /// `transfer`; an opening is made with its account.
    public static func checkCategory(_ category: TransactionCategory) throws(BankError) {
        guard category != .transfer, category != .opening else { throw .notRecordable(category) }
    }

    /// Refuses, besides what ``check(_:in:latestDay:)`` refuses, a category `book` lacks.
    /// - Returns: The account's balance after the row, in minor units.
    public static func check(_ order: RecordOrder, in account: Account, latestDay: CalendarDay, book: CategoryBook)
        throws(BankError) -> Int64
    {
        let balance = try check(order, in: account, latestDay: latestDay)
        if let category = order.category {
            try CategoryRules.checkGivable(category, in: book)
        }
        return balance
    }

    /// Refuses a day after `latestDay`, one before the account opened, and one the ledger cannot
    /// record (``NewTransaction/recordableDays``).
    public static func checkDay(_ day: CalendarDay, in account: Account, latestDay: CalendarDay) throws(BankError) {
        guard NewTransaction.recordableDays.contains(day.daysSince1970) else { throw .dayOutOfRange(day) }
        guard day <= latestDay else { throw .dayNotYetBegun(day) }
        if let opened = account.openedOn, day < opened {
            throw .dayBeforeOpening(day, account: account.name, opened: opened)
        }
    }

    /// Refuses an amount that is not positive or is beyond ``MoneyBounds``.
    public static func checkAmount(_ minor: Int64) throws(BankError) {
        guard minor > 0 else { throw .invalidAmount }
        try MoneyBounds.checkAmount(minor)
    }
}
