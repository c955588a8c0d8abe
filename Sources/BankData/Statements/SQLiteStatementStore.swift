public import BankDomain
import BankStorage
import Foundation
import GRDB

/// Statements in and out of SQLite. An import reads the CSV as a stream and inserts it in batches
/// inside one write transaction, so a bad row in a strict import, an unreadable file or Ctrl-C
/// leaves the account exactly as it was.
public struct SQLiteStatementStore: StatementStore {
    // MARK: - Properties

    private let database: StoreDatabase
    private let timeZone: TimeZone
    private let calendar: BankCalendar
    private let writesFiles: Bool

    // MARK: - Initialization

    /// A store over the shared access to an open, migrated database, reading and writing dates
    /// in `timeZone` and keeping when imports were made by `clock`; with `writesFiles` false (a
    /// dry run) an export checks its path and counts its rows but writes no file.
    init(database: StoreDatabase, clock: any BankClock = SystemClock(), timeZone: TimeZone, writesFiles: Bool = true) {
        self.database = database
        self.timeZone = timeZone
        calendar = BankCalendar(clock: clock, timeZone: timeZone)
        self.writesFiles = writesFiles
    }

    // MARK: - StatementStore

    /// Imports the statement at `path`; see ``StatementStore``. A bank file has one writer at a
    /// time and no answer to lose, so the key is not kept.
    @MainActor
    public func importStatement(
        at path: String, into accountID: Account.ID, options: StatementImportOptions, key: RequestKey,
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
            let start = source.importStart(path: path, accountID: accountID, at: calendar.now)
            let outcome = try database.bulkWrite(during: .importStatement) { db in
                let account = try SQLiteAccountStore.account(id: accountID, in: db)
                try AccountRules.checkOpen(account)
                let importID = try ImportLog.begin(start, in: db)
                let outcome = try Self.insertRows(of: source.parsing, into: account, importID: importID, in: db) {
                    rowsRead in progress(source.progress(rowsRead: rowsRead))
                }
                let earlier = try earlierImport(
                    of: outcome.run.fileDigest, path: path, adding: outcome.imported, in: db)
                try ImportLog.finish(
                    importID, rows: outcome.imported, netMinor: outcome.netMinor, digest: outcome.run.fileDigest, in: db
                )
                return (outcome, earlier)
            }
            var result = source.result(
                imported: outcome.0.imported, netMinor: outcome.0.netMinor, inLedger: outcome.0.inLedger,
                run: outcome.0.run)
            result.earlierImport = outcome.1
            return result
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
                    },
                    fileChecked: { try earlierImport(of: $0, path: path, adding: $1, in: db) })
            }
        }
    }

    /// The imports into `accountID`, newest first; see ``StatementStore``.
    public func imports(of accountID: Account.ID) async throws -> [StatementImportRecord] {
        try database.readUncached { db in try ImportLog.imports(of: accountID, in: db) }
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
        of parsing: StatementParsing, into account: Account, importID: Int64, in db: Database,
        progress: @MainActor (_ rowsRead: Int) -> Void
    ) throws -> (imported: Int, netMinor: Int64, inLedger: Int, run: StatementImportRun) {
        let insert = try LedgerInsert(in: db, mode: .statementImport, importID: importID)
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

    /// The import that stands of the file whose bytes hash to `digest`, when this one adds
    /// nothing; refused when this one adds rows (`adding`) a second time.
    private func earlierImport(of digest: String, path: String, adding: Int, in db: Database) throws
        -> StatementImportResult.EarlierImport?
    {
        guard let (earlier, account) = try ImportLog.standing(digest: digest, in: db) else { return nil }
        return try StatementImportSource.earlier(
            earlier, account: account, day: calendar.day(of: earlier.date), path: path, adding: adding)
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
