public import BankDomain
import BankStorage
import Foundation
import GRDB

/// Money spent and received, recorded in SQLite: one database transaction writes the row and the
/// account's balance, or changes nothing.
public struct SQLiteRecordStore: RecordStore {
    // MARK: - Properties

    private let database: StoreDatabase
    /// Says which days have begun: a row is recorded only for one that has.
    private let clock: any BankClock
    /// The session whose records an undo takes back (``SQLiteCorrectionStore``).
    private let session: String

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase, clock: any BankClock, session: String) {
        self.database = database
        self.clock = clock
        self.session = session
    }

    // MARK: - RecordStore

    /// Records `order`, checking it again on the account as this transaction reads it.
    public func record(_ order: RecordOrder) async throws -> RecordReceipt {
        let now = clock.now
        let latestDay = CalendarDay.latestBegun(at: now)
        return try database.write(during: .saving) { db in
            let account = try SQLiteAccountStore.account(id: order.accountID, in: db)
            if let earlier = try Self.madeBefore(order, in: db) {
                return RecordReceipt(
                    order: order, transaction: try SQLiteTransactionStore.transaction(id: earlier, in: db),
                    account: account)
            }
            let book = try CategoryLog.book(in: db)
            let balance = try RecordRules.check(order, in: account, latestDay: latestDay, book: book)
            var row = LedgerRow(accountID: account.id, transaction: order.newTransaction(in: book))
            row.requestKey = order.key.text
            try LedgerInsert(in: db).insert([row])
            // The insert tallies the row after it, so the last row id SQLite reports may be a
            // tally's; the ledger's newest row is the one this write added.
            let rowID = try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM ledgerEntry")) ?? 0
            try SQLiteAccountStore.setBalance(balance, of: account.id, in: db)
            _ = try CorrectionLog.add(
                .init(rowID: rowID, kind: .record, before: order.category?.rawValue ?? "", after: order.memo),
                session: session, date: now, in: db)
            return RecordReceipt(
                order: order, transaction: try SQLiteTransactionStore.transaction(id: rowID, in: db),
                account: try SQLiteAccountStore.account(id: account.id, in: db))
        }
    }

    // MARK: - Private

    /// The row the record of `order`'s key wrote before, if one did; refused when the key was
    /// given to another request.
    private static func madeBefore(_ order: RecordOrder, in db: Database) throws -> Int64? {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT id, accountId, type, amountMinor FROM ledgerEntry WHERE requestKey = ?"),
            arguments: [order.key.text])
        guard let row = rows.first else { return nil }
        guard rows.count == 1, row[1] as Int64 == order.accountID, row[2] as String == order.type.rawValue,
            row[3] as Int64 == order.amountMinor
        else { throw BankError.requestKeyReused(order.key) }
        return row[0]
    }
}
