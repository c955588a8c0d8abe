public import BankDomain
import Foundation
import GRDB

/// Statements in and out of SQLite. An import reads the CSV as a stream and inserts it in batches
/// inside one write transaction, so a bad row in a strict import, an unreadable file or Ctrl-C
/// leaves the account exactly as it was.
public struct SQLiteStatementStore: StatementStore {
    // MARK: - Properties

    private let database: StoreDatabase
    private let timeZone: TimeZone
    private let writesFiles: Bool

    // MARK: - Initialization

    /// A store over the shared access to an open, migrated database, reading and writing dates
    /// in `timeZone`; with `writesFiles` false (a dry run) an export checks its path and counts
    /// its rows but writes no file.
    init(database: StoreDatabase, timeZone: TimeZone, writesFiles: Bool = true) {
        self.database = database
        self.timeZone = timeZone
        self.writesFiles = writesFiles
    }

    // MARK: - StatementStore

    /// Imports the statement at `path`; see ``StatementStore``.
    @MainActor
    public func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions,
        progress: @MainActor (StatementImportProgress) -> Void
    ) async throws -> StatementImportResult {
        try Self.translatingCancellation {
            let (account, bank, book) = try database.readUncached(during: .importStatement) { db in
                (
                    try SQLiteAccountStore.account(id: accountID, in: db), try SQLiteAccountStore.bankIdentity(in: db),
                    try CategoryLog.book(in: db)
                )
            }
            let source = try StatementImportSource(
                path: path, account: account, bank: bank.id, book: book, options: options)
            defer { source.parsing.stop() }
            let outcome = try database.bulkWrite(during: .importStatement) { db in
                let account = try SQLiteAccountStore.account(id: accountID, in: db)
                try AccountRules.checkOpen(account)
                return try Self.insertRows(of: source.parsing, into: account, in: db) { rowsRead in
                    progress(source.progress(rowsRead: rowsRead))
                }
            }
            return source.result(
                imported: outcome.imported, netMinor: outcome.netMinor, inLedger: outcome.inLedger, run: outcome.run)
        }
    }

    /// What importing the statement at `path` would do; see ``StatementStore``.
    @MainActor
    public func previewStatement(at path: String, into accountID: Account.ID, options: StatementImportOptions)
        async throws -> StatementPreview
    {
        try Self.translatingCancellation {
            let (account, bank, book) = try database.readUncached(during: .importStatement) { db in
                (
                    try SQLiteAccountStore.account(id: accountID, in: db), try SQLiteAccountStore.bankIdentity(in: db),
                    try CategoryLog.book(in: db)
                )
            }
            try AccountRules.checkOpen(account)
            let source = try StatementImportSource(
                path: path, account: account, bank: bank.id, book: book, options: options)
            defer { source.parsing.stop() }
            return try database.readUncached(during: .importStatement) { db in
                let key = try db.cachedStatement(
                    sql: "SELECT 1 FROM ledgerEntry WHERE accountId = ? AND importKey = ?")
                return try StatementPreviewing.preview(
                    source, into: account, ledgerHolds: { try Self.rows($0, heldIn: db) },
                    keysHeld: { keys in
                        try Set(keys.filter { try Bool.fetchOne(key, arguments: [accountID, $0]) ?? false })
                    })
            }
        }
    }

    /// Writes the transactions matching `query`; see ``StatementStore`` and ``StatementExportFile``.
    @MainActor
    public func exportStatement(matching query: TransactionQuery, to path: String, replacing: Bool) async throws
        -> Int
    {
        let faults = database.faults
        let (bank, account) = try database.readUncached(during: .exportStatement) { db in
            (try SQLiteAccountStore.bankIdentity(in: db), try SQLiteAccountStore.account(id: query.accountID, in: db))
        }
        let file = try StatementExportFile(
            path: path, replacing: replacing, timeZone: timeZone, bank: bank.id, currency: account.currency,
            writesFiles: writesFiles,
            isNearlyFull: faults.isNearlyFull)
        try database.readUncached(during: .exportStatement, after: SQLiteTransactionStore.catchUp(for: query)) { db in
            let sql = try SQLiteTransactionStore.ledgerQuery(query, in: db).everything()
            let rows = try Row.fetchCursor(db, sql: sql.text, arguments: sql.arguments)
            while let row = try rows.next() {
                try file.append(try RowDecoding.transaction(row))
            }
        }
        return try file.finish()
    }

    // MARK: - Private

    /// Inserts the batches `parsing` makes until the file is done, makes them searchable and
    /// moves the balance by them, within ``MoneyBounds``; how many rows went in, how many the
    /// ledger held already as this bank's own, and the finished run.
    @MainActor
    private static func insertRows(
        of parsing: StatementParsing, into account: Account, in db: Database,
        progress: @MainActor (_ rowsRead: Int) -> Void
    ) throws -> (imported: Int, netMinor: Int64, inLedger: Int, run: StatementImportRun) {
        let insert = try LedgerInsert(in: db, mode: .statementImport)
        var entries = 0
        var inLedger = 0
        var net = MinorSum()
        do {
            while true {
                switch try parsing.next() {
                case .batch(let batch):
                    let (rows, held) = try StatementReference.withoutRowsInLedger(batch.rows) { rows in
                        try Self.rows(rows, heldIn: db)
                    }
                    inLedger += held
                    let counts = try insert.insert(rows).added(to: account.id)
                    entries += counts.entries
                    try net.add(counts.netMinor)
                    guard !Task.isCancelled else { throw StatementError.cancelled }
                    progress(batch.rowsRead)
                case .end(let run):
                    let balance = try MoneyBounds.balance(of: account, movedBy: net.value)
                    // The rows are searchable as soon as the import is done, not at the first search.
                    try SearchIndex.bringUpToDate(db)
                    try SQLiteAccountStore.setBalance(balance, of: account.id, in: db)
                    return (entries, net.value, inLedger, run)
                }
            }
        } catch BankError.balanceTooLarge, BankError.sumTooLarge {
            throw StatementError.balanceTooLarge(account: account.name, maximum: MoneyBounds.maximum)
        }
    }

    /// Which of `rows` the ledger holds.
    private static func rows(_ rows: [Transaction.ID], heldIn db: Database) throws -> Set<Transaction.ID> {
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM ledgerEntry WHERE id = ?")
        return try Set(rows.filter { try Bool.fetchOne(statement, arguments: [$0]) ?? false })
    }

    /// Ctrl-C before the import touched the database reads the same as during it.
    private static func translatingCancellation<Value>(_ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch is CancellationError {
            throw StatementError.cancelled
        }
    }
}
