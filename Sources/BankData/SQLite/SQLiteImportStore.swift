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

    /// Appends the batch and moves the balance by its sum, or changes nothing.
    public func append(_ transactions: [NewTransaction], to accountID: Account.ID) async throws {
        guard !transactions.isEmpty else { return }
        try database.bulkWrite(during: .importStatement) { db in
            _ = try SQLiteAccountStore.account(id: accountID, in: db)
            var netMinor: Int64 = 0
            for transaction in transactions {
                guard transaction.amountMinor > 0 else { throw BankError.invalidAmount }
                let (sum, overflowed) = netMinor.addingReportingOverflow(transaction.signedMinorUnits)
                guard !overflowed else { throw BankError.invalidAmount }
                netMinor = sum
            }
            try LedgerInsert(in: db).insert(transactions, accountID: accountID)
            try db.cachedStatement(sql: "UPDATE account SET balanceMinor = balanceMinor + ? WHERE id = ?")
                .execute(arguments: [netMinor, accountID])
        }
    }
}
