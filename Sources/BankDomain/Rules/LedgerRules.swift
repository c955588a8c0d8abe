/// The rules every row of the ledger follows, whichever path writes it (an import, a store's
/// batch, the demo data): a positive amount within ``MoneyBounds``, a date the ledger records,
/// and a balance that stays within the bound once the rows are in.
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

    /// What `transactions` move a balance by, each checked first.
    public static func netMinor(of transactions: some Sequence<NewTransaction>) throws(BankError) -> Int64 {
        var net = MinorSum()
        for transaction in transactions {
            try check(transaction)
            try net.add(transaction.signedMinorUnits)
        }
        return net.value
    }
}
