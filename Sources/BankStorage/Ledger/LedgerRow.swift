package import BankDomain

/// One row of the ledger: a transaction, the account it belongs to and, for a row of an imported
/// statement, the key that recognises it when the statement is imported again.
package struct LedgerRow: Sendable {
    package let accountID: Account.ID
    package let transaction: NewTransaction
    package var importKey: Int64?
    /// The row of this bank a statement row was exported from (``StatementReference``), which an
    /// import does not add again while the ledger holds it.
    package var ownRow: Transaction.ID?
    /// The key of the transfer that wrote the row, which a copy of the bank keeps with it.
    package var requestKey: String?

    package init(
        accountID: Account.ID, transaction: NewTransaction, importKey: Int64? = nil, ownRow: Transaction.ID? = nil
    ) {
        self.accountID = accountID
        self.transaction = transaction
        self.importKey = importKey
        self.ownRow = ownRow
    }
}
