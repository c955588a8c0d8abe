/// What taking an import back (`undo-import`) must respect, checked by the scene as it reviews it
/// and by the store again inside the write, on the import as the write reads it.
public enum ImportRules {
    /// Checks that `record` can be taken back and is still as `expected` (what the person
    /// reviewed) says: its rows in the ledger the same in number and sum.
    public static func checkUndoable(_ record: StatementImportRecord, expected: StatementImportRecord? = nil)
        throws(BankError)
    {
        guard !record.isUndone else { throw .cannotCorrect(.importUndone(record.id)) }
        guard record.rowsInLedger > 0 else { throw .cannotCorrect(.importHasNoRows(record.id)) }
        if let expected,
            expected.rowsInLedger != record.rowsInLedger || expected.netInLedgerMinor != record.netInLedgerMinor
                || expected.isUndone
        {
            throw .cannotCorrect(.changedSince)
        }
    }
}
