public import BankDomain
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
            let book = try CategoryLog.book(in: db)
            let balance = try RecordRules.check(order, in: account, latestDay: latestDay, book: book)
            try LedgerInsert(in: db).insert(order.newTransaction(in: book), accountID: account.id)
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
}
