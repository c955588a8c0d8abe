public import BankDomain
import GRDB

/// Imports into SQLite: a batch of ledger rows and the balance they move, in one transaction.
public struct SQLiteImportStore: TransactionImportStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - TransactionImportStore

    /// Appends the batch and moves the balance by its sum, or changes nothing: every row follows
    /// ``LedgerRules`` and the balance stays within ``MoneyBounds``.
    public func append(_ transactions: [NewTransaction], to accountID: Account.ID) async throws {
        guard !transactions.isEmpty else { return }
        try database.bulkWrite(during: .importStatement) { db in
            let account = try SQLiteAccountStore.account(id: accountID, in: db)
            try AccountRules.checkOpen(account)
            // The rows are held to LedgerRules as they are inserted, in this same transaction.
            let netMinor = try MinorSum.of(transactions.lazy.map(\.signedMinorUnits))
            let balance = try MoneyBounds.balance(of: account, movedBy: netMinor)
            try LedgerInsert(in: db).insert(transactions, accountID: accountID)
            try SQLiteAccountStore.setBalance(balance, of: accountID, in: db)
        }
    }
}
