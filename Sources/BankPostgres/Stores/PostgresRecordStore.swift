import BankData
import BankDomain

/// Money spent and received on PostgreSQL: one transaction writes the row and the account's
/// balance, or changes nothing. The account is locked first (``PostgresAccountLocks``), the rules
/// are checked again on what was locked with the server's own clock for which days have begun,
/// then the row, the balance and the row as written come back with the commit.
struct PostgresRecordStore: RecordStore {
    // MARK: - Properties

    let database: ServerDatabase
    /// The session whose records an undo takes back (``PostgresCorrectionStore``).
    let session: String

    // MARK: - RecordStore

    /// Records `order`, checking it on the locked account.
    func record(_ order: RecordOrder) async throws -> RecordReceipt {
        try await database.write(during: .saving) { transaction in
            let account = try PostgresImportStore.lockedAccount(order.accountID, in: transaction)
            let book = try PostgresCategoryStore.book(seedingOn: transaction.connection)
            let balance = try RecordRules.check(
                order, in: account, latestDay: try PostgresAccountLocks.latestDay(in: transaction), book: book)
            let id = String(account.id)
            let written = try transaction.commit([
                try LedgerWrite.insert([LedgerRow(accountID: account.id, transaction: order.newTransaction(in: book))]),
                PostgresAccountLocks.setBalance(balance, of: account.id),
                PostgresStatement(
                    """
                    SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry
                    WHERE account_id = $1::bigint ORDER BY id DESC LIMIT 1
                    """, [id]),
                PostgresStatement(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1::bigint", [id]),
                PostgresStatement(
                    """
                    INSERT INTO ledger_correction (entry_id, account_id, kind, before, after, session, date)
                    SELECT id, account_id, 'record', $4, $2, $3, extract(epoch FROM now()) FROM ledger_entry
                    WHERE account_id = $1::bigint ORDER BY id DESC LIMIT 1
                    """, [id, order.memo, session, order.category?.rawValue ?? ""]),
            ])
            return RecordReceipt(
                order: order, transaction: try PostgresDecoding.transaction(written[2], 0),
                account: try PostgresAccountLocks.account(account.id, in: try PostgresDecoding.accounts(written[3])))
        }
    }
}
