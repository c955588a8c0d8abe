/// The rules every row of the ledger follows, whichever path writes it (an import, a store's
/// batch, a transfer, the demo data): a positive amount within ``MoneyBounds`` and a date the
/// ledger records. The balance the rows move is held to the bound by ``MoneyBounds/balance(of:movedBy:)``.
public enum LedgerRules {
    /// Refuses a row whose amount is not positive or is beyond the bound, or whose date the
    /// ledger cannot record.
    public static func check(_ transaction: NewTransaction) throws(BankError) {
        guard transaction.amountMinor > 0 else { throw .invalidAmount }
        try MoneyBounds.checkAmount(transaction.amountMinor)
        guard NewTransaction.recordableDates.contains(transaction.date) else {
            throw .dateOutOfRange(transaction.date)
        }
    }

}
