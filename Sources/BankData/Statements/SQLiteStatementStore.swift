public import BankDomain
import CSV
import Foundation
import GRDB

/// Statements in and out of SQLite. An import reads the CSV as a stream and inserts it in batches
/// inside one write transaction, so a bad row in a strict import, an unreadable file or Ctrl-C
/// leaves the account exactly as it was.
public struct SQLiteStatementStore: StatementStore {
    // MARK: - Constants

    /// Rows read between two inserts, progress reports and cancellation checks.
    static let batchSize = 4_096

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
        let estimated = try StatementFile.countRows(at: path)
        let reader = try StatementReader(path: path)
        let parser = try StatementRowParser(header: reader.header, options: options, timeZone: timeZone)
        let parsing = StatementParsing(
            reader: reader, run: StatementImportRun(parser: parser, accountID: accountID, isStrict: options.isStrict),
            batchSize: Self.batchSize)
        defer { parsing.stop() }
        let (imported, run) = try Self.translatingCancellation {
            try database.bulkWrite(during: .importStatement) { db in
                _ = try SQLiteAccountStore.account(id: accountID, in: db)
                return try Self.insertRows(of: parsing, into: accountID, in: db) { rowsRead in
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

    /// Writes the transactions matching `query`; see ``StatementStore``. A file that could not be
    /// written whole is taken away, so no half statement is left behind.
    @MainActor
    public func exportStatement(matching query: TransactionQuery, to path: String) throws -> Int {
        let writer = try StatementFile.writer(at: path, writesFile: writesFiles)
        defer { writer.stream.close() }
        do {
            let dates = StatementFile.dateFormatter(timeZone: timeZone)
            return try database.readUncached(
                during: .exportStatement, after: SQLiteTransactionStore.catchUp(for: query)
            ) {
                db in
                try translatingWriteFailure(path: path) { try Self.write(query, to: writer, dates: dates, in: db) }
            }
        } catch {
            if writesFiles {
                try? FileManager.default.removeItem(atPath: path)
            }
            throw error
        }
    }

    // MARK: - Private

    /// Inserts the batches `parsing` makes until the file is done, makes them searchable and
    /// moves the balance by them; how many rows went in, and the finished run.
    @MainActor
    private static func insertRows(
        of parsing: StatementParsing, into accountID: Account.ID, in db: Database,
        progress: @MainActor (_ rowsRead: Int) -> Void
    ) throws -> (imported: Int, run: StatementImportRun) {
        let insert = try LedgerInsert(in: db, mode: .statementImport)
        var added = (entries: 0, netMinor: Int64(0))
        while true {
            switch try parsing.next() {
            case .batch(let batch):
                let counts = try insert.insert(batch.rows).added(to: accountID)
                added = (added.entries + counts.entries, added.netMinor + counts.netMinor)
                guard !Task.isCancelled else { throw StatementError.cancelled }
                progress(batch.rowsRead)
            case .end(let run):
                // The rows are searchable as soon as the import is done, not at the first search.
                try SearchIndex.bringUpToDate(db)
                try db.cachedStatement(sql: "UPDATE account SET balanceMinor = balanceMinor + ? WHERE id = ?")
                    .execute(arguments: [added.netMinor, accountID])
                return (added.entries, run)
            }
        }
    }

    /// Writes the header and every row `query` matches; how many rows.
    private static func write(
        _ query: TransactionQuery, to writer: CSVWriter, dates formatter: DateFormatter, in db: Database
    ) throws -> Int {
        let sql = try SQLiteTransactionStore.ledgerQuery(query, in: db).everything()
        let rows = try Row.fetchCursor(db, sql: sql.text, arguments: sql.arguments)
        var count = 0
        try writer.write(row: StatementFile.header)
        while let row = try rows.next() {
            try writer.write(row: StatementFile.fields(of: try RowDecoding.transaction(row), dates: formatter))
            count += 1
        }
        return count
    }

    /// A failed write of the file names the file, and a full disk says so; CSVWriter's own error
    /// does neither. Inside the read, so the bank's faults are not taken for the file's.
    private func translatingWriteFailure<Value>(path: String, _ work: () throws -> Value) throws -> Value {
        do {
            return try work()
        } catch is CSVError {
            if database.faults.isNearlyFull(path) {
                throw BankError.storage(StorageFault(.diskFull, during: .exportStatement, file: path))
            }
            throw StatementError.unwritable(path: path, reason: Strings.Statements.cannotWrite)
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
