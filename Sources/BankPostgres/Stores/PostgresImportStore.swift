import BankData
import BankDomain

/// Imports on PostgreSQL: a batch of ledger rows and the balance they move, in one transaction.
struct PostgresImportStore: TransactionImportStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - TransactionImportStore

    /// Appends the batch and moves the balance by its sum, or changes nothing: every row follows
    /// ``LedgerRules`` and the balance stays within ``MoneyBounds``.
    func append(_ transactions: [NewTransaction], to accountID: Account.ID) async throws {
        guard !transactions.isEmpty else { return }
        let netMinor = try MinorSum.of(transactions.lazy.map(\.signedMinorUnits))
        let insert = try LedgerWrite.insert(
            transactions.map { LedgerRow(accountID: accountID, transaction: $0) })
        try await database.write(during: .importStatement) { transaction in
            let account = try PostgresImportStore.lockedAccount(accountID, in: transaction)
            let balance = try MoneyBounds.balance(of: account, movedBy: netMinor)
            _ = try transaction.commit([
                insert,
                PostgresAccountLocks.setBalance(balance, of: accountID),
            ])
        }
    }

    // MARK: - Shared

    /// Begins `transaction` with the account `id` locked, and returns it; refuses a closed
    /// account, which takes no more rows, and one the person may only view.
    static func lockedAccount(_ id: Account.ID, in transaction: ServerDatabase.Transaction) throws -> Account {
        try PostgresAccountLocks.account(id, in: try PostgresAccountLocks.lockForMoving([id], in: transaction))
    }
}
