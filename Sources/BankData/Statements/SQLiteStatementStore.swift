public import BankDomain
import Foundation
import GRDB

/// Statements in and out of SQLite. An import reads the CSV as a stream and inserts it in batches
/// inside one write transaction, so a bad row in a strict import, an unreadable file or Ctrl-C
/// leaves the account exactly as it was.
public struct SQLiteStatementStore: StatementStore {
    // MARK: - Constants

    /// Rows read between two inserts, progress reports and cancellation checks.
    static let batchSize = 4_096
    /// Bytes of an export gathered before they are written.
    private static let exportBufferSize = 1 << 16

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
    ) throws -> StatementImportResult {
        let started = ContinuousClock.now
        try StatementDateFormat.check(options.dateFormat)
        let currency = try database.read(.account(accountID)) { db in
            try SQLiteAccountStore.account(id: accountID, in: db)
        }.currency
        let estimated = try StatementFile.countRows(at: path)
        let reader = try StatementReader(path: path)
        let parser = try StatementRowParser(
            header: reader.header, currency: currency, options: options, timeZone: timeZone)
        let parsing = StatementParsing(
            reader: reader, run: StatementImportRun(parser: parser, accountID: accountID, isStrict: options.isStrict),
            batchSize: Self.batchSize)
        defer { parsing.stop() }
        let (imported, run) = try Self.translatingCancellation {
            try database.bulkWrite(during: .importStatement) { db in
                let account = try SQLiteAccountStore.account(id: accountID, in: db)
                return try Self.insertRows(of: parsing, into: account, in: db) { rowsRead in
                    progress(
                        StatementImportProgress(
                            rowsRead: rowsRead, estimatedRows: estimated, elapsed: ContinuousClock.now - started))
                }
            }
        }
        return StatementImportResult(
            rowsRead: run.rowsRead, imported: imported, duplicates: run.goodRows - imported, problems: run.problems,
            problemCount: run.problemCount, elapsed: ContinuousClock.now - started)
    }

    /// Writes the transactions matching `query`; see ``StatementStore``. The statement is written
    /// beside `path` (mode 0600) and renamed over it once whole, so a failed export leaves what
    /// was there; a dry run checks the path and counts the rows, and creates no file at all.
    @MainActor
    public func exportStatement(matching query: TransactionQuery, to path: String) throws -> Int {
        try StatementFile.checkWritable(path)
        let staged = try writesFiles ? translatingFileFailure(path: path) { try StagedFile(for: path) } : nil
        defer { staged?.discard() }
        let dates = StatementFile.dateFormatter(timeZone: timeZone)
        let count = try database.readUncached(
            during: .exportStatement, after: SQLiteTransactionStore.catchUp(for: query)
        ) { db in
            try Self.write(query, dates: dates, in: db) { bytes in
                try translatingFileFailure(path: path) { try bytes.withUnsafeBytes { try staged?.write($0) } }
            }
        }
        try translatingFileFailure(path: path) { try staged?.replace() }
        return count
    }

    // MARK: - Private

    /// Inserts the batches `parsing` makes until the file is done, makes them searchable and
    /// moves the balance by them, within ``MoneyBounds``; how many rows went in, and the finished run.
    @MainActor
    private static func insertRows(
        of parsing: StatementParsing, into account: Account, in db: Database,
        progress: @MainActor (_ rowsRead: Int) -> Void
    ) throws -> (imported: Int, run: StatementImportRun) {
        let insert = try LedgerInsert(in: db, mode: .statementImport)
        var entries = 0
        var net = MinorSum()
        do {
            while true {
                switch try parsing.next() {
                case .batch(let batch):
                    let counts = try insert.insert(batch.rows).added(to: account.id)
                    entries += counts.entries
                    try net.add(counts.netMinor)
                    guard !Task.isCancelled else { throw StatementError.cancelled }
                    progress(batch.rowsRead)
                case .end(let run):
                    let balance = try MoneyBounds.balance(of: account, movedBy: net.value)
                    // The rows are searchable as soon as the import is done, not at the first search.
                    try SearchIndex.bringUpToDate(db)
                    try db.cachedStatement(sql: "UPDATE account SET balanceMinor = ? WHERE id = ?")
                        .execute(arguments: [balance, account.id])
                    return (entries, run)
                }
            }
        } catch BankError.balanceTooLarge, BankError.sumTooLarge {
            throw StatementError.balanceTooLarge(account: account.name, maximum: MoneyBounds.maximum)
        }
    }

    /// Writes the header and every row `query` matches, a buffer at a time through `output`;
    /// how many rows.
    private static func write(
        _ query: TransactionQuery, dates formatter: DateFormatter, in db: Database,
        to output: (_ bytes: [UInt8]) throws -> Void
    ) throws -> Int {
        let sql = try SQLiteTransactionStore.ledgerQuery(query, in: db).everything()
        let rows = try Row.fetchCursor(db, sql: sql.text, arguments: sql.arguments)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.exportBufferSize)
        StatementCSV.appendRow(StatementCSV.header, to: &buffer)
        var count = 0
        while let row = try rows.next() {
            StatementCSV.appendRow(
                StatementFile.fields(of: try RowDecoding.transaction(row), dates: formatter), to: &buffer)
            count += 1
            if buffer.count >= Self.exportBufferSize {
                try output(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try output(buffer)
        return count
    }

    /// A failed write of the file names the file, and a full disk says so. Inside the read, so
    /// the bank's faults are not taken for the file's.
    private func translatingFileFailure<Value>(path: String, _ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch let error as POSIXError {
            if error.code == .ENOSPC || error.code == .EDQUOT || database.faults.isNearlyFull(path) {
                throw BankError.storage(StorageFault(.diskFull, during: .exportStatement, file: path))
            }
            throw StatementError.unwritable(path: path, reason: String(cString: strerror(error.code.rawValue)))
        }
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
