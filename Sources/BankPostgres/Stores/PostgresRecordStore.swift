import BankDomain
import BankStorage
import Foundation

/// Money spent and received on PostgreSQL: one call of the bank's `vbank_record` function (schema
/// v18), which locks the account, holds the row to the rules on what it locked with the server's
/// own clock for which days have begun, moves the balance, writes the row with the order's key and
/// records the change for undo, and the row and the account read back, in one round trip. The
/// same key again answers with the row first written, so a call whose answer was lost is sent
/// again safely.
///
/// vbank checks the order first, on the account and the categories as this command read them, so
/// a refusal is worded as vbank words it; a refusal by the server is checked again on what is
/// there now.
struct PostgresRecordStore: RecordStore {
    // MARK: - Properties

    let database: ServerDatabase
    /// The session whose records an undo takes back (``PostgresCorrectionStore``).
    let session: String

    // MARK: - RecordStore

    /// Records `order`, exactly once for its key.
    func record(_ order: RecordOrder) async throws -> RecordReceipt {
        var book: CategoryBook?
        return try await database.checkedAgainOnRefusal(key: order.key) {
            let account = try await PostgresAccountStore(database: database).account(id: order.accountID)
            let read = try await PostgresCategoryStore(database: database, session: session).categoryBook()
            try RecordRules.check(order, in: account, latestDay: .latestBegun(at: Date()), book: read)
            book = read
        } change: {
            guard let book else { throw BankError.accountNotFound(order.accountID) }
            let id = String(order.accountID)
            return try await database.call(
                during: .saving, key: order.key,
                [
                    try Self.call(of: order, in: book, session: session),
                    PostgresStatement(
                        "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE request_key = $1",
                        [order.key.text]),
                    PostgresStatement(
                        "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1::bigint", [id]),
                ]
            ) { rows in
                RecordReceipt(
                    order: order, transaction: try PostgresDecoding.transaction(rows[1], 0),
                    account: try PostgresAccountLocks.account(
                        order.accountID, in: try PostgresDecoding.accounts(rows[2])))
            }
        }
    }

    // MARK: - Private

    /// The call of the server's function for `order`, its row categorised by `book`.
    private static func call(of order: RecordOrder, in book: CategoryBook, session: String) throws -> PostgresStatement
    {
        let row = try LedgerWrite.fields(
            of: LedgerRow(accountID: order.accountID, transaction: order.newTransaction(in: book)))
        return PostgresStatement(
            PostgresSchema.recordCall,
            [
                order.key.text, String(order.accountID), order.type.rawValue, String(order.amountMinor),
                String(order.day.daysSince1970), row[1], order.memo, row[4], order.payee, row[10], session,
                order.category?.rawValue ?? "",
            ])
    }
}
