public import BankDomain
import Foundation
import GRDB

/// Corrections of the ledger in SQLite, each in one database transaction with its record, the
/// tallies, the search index and the balances, or nothing at all. A store belongs to one
/// session (``session``): what it undoes is what went through it or through the record store of
/// the same session.
public struct SQLiteCorrectionStore: CorrectionStore {
    // MARK: - Properties

    private let database: StoreDatabase
    private let clock: any BankClock
    private let session: String

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database, for `session`.
    init(database: StoreDatabase, clock: any BankClock, session: String) {
        self.database = database
        self.clock = clock
        self.session = session
    }

    // MARK: - CorrectionStore

    /// Makes `order`'s correction, checking it again on the rows as this transaction reads them.
    public func correct(_ order: CorrectionOrder) async throws -> CorrectionReceipt {
        let now = clock.now
        return try database.write(during: .saving) { db in
            let ledger = CorrectedLedger(db: db)
            let rows = try ledger.rowAndPartner(order.transactionID)
            let accounts = try rows.map { try SQLiteAccountStore.account(id: $0.accountID, in: db) }
            let correction = try CorrectionRules.check(order.correction, of: rows, in: accounts)
            if !correction.categories.isEmpty {
                try CategoryRules.check(correction, in: try CategoryLog.book(in: db))
            }
            let (entry, left) = try ledger.apply(correction, to: rows, in: accounts)
            let recorded =
                entry.kind == .split
                ? try CorrectionLog.addSplit(entry, parts: left, session: session, date: now, in: db)
                : try CorrectionLog.add(entry, session: session, date: now, in: db)
            if correction == .delete {
                try CorrectionLog.file(rows.map(\.id), asRemoved: true, in: db)
            }
            return try ledger.receipt(recorded, rows: left, accounts: accounts)
        }
    }

    /// The row's note and its changes.
    public func notes(of id: Transaction.ID) async throws -> TransactionNotes {
        try database.read(.transactionNotes(id)) { db in
            TransactionNotes(
                note: try CorrectionLog.note(of: id, in: db), history: try CorrectionLog.history(of: id, in: db))
        }
    }

    /// This session's newest change not undone.
    public func lastUndoable() async throws -> LedgerCorrection? {
        try database.readUncached { db in try CorrectionLog.lastUndoable(of: session, in: db) }
    }

    /// Takes back the change `id`, if the rows are as it left them.
    public func undo(_ id: LedgerCorrection.ID) async throws -> CorrectionReceipt {
        let now = clock.now
        return try database.write(during: .saving) { db in
            let undoable = try CorrectionLog.undoable(id, of: session, in: db)
            let ledger = CorrectedLedger(db: db)
            let (entry, rowIDs, accountIDs) = try ledger.undo(undoable)
            let recorded = try CorrectionLog.add(entry, session: session, date: now, in: db)
            try CorrectionLog.markUndone(undoable, by: recorded.id, in: db)
            if undoable.correction.kind == .record {
                // The recorded row is gone: its changes, this undo among them, are filed as removed.
                try CorrectionLog.file([undoable.correction.transactionID], asRemoved: true, in: db)
            }
            let accounts = try accountIDs.map { try SQLiteAccountStore.account(id: $0, in: db) }
            return try ledger.receipt(recorded, rows: rowIDs, accounts: accounts)
        }
    }

    /// Takes the rows of the import `id` out, if it is still as `expected` says.
    public func undoImport(_ id: StatementImportRecord.ID, of accountID: Account.ID, expected: StatementImportRecord)
        async throws -> CorrectionReceipt
    {
        let now = clock.now
        return try database.write(during: .saving) { db in
            let record = try ImportLog.record(id, of: accountID, in: db)
            try ImportRules.checkUndoable(record, expected: expected)
            let account = try SQLiteAccountStore.account(id: accountID, in: db)
            try RecordRules.checkAccount(account)
            let ledger = CorrectedLedger(db: db)
            let (entry, after) = try ledger.takeOut(record, from: account)
            let recorded = try CorrectionLog.add(entry, session: session, date: now, in: db)
            try CorrectionLog.file(entry.removed?.map(\.id) ?? [], asRemoved: true, in: db)
            try ImportLog.setUndone(id, at: now, in: db)
            return try ledger.receipt(recorded, rows: [], accounts: [after])
        }
    }
}
