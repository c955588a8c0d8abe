import BankDomain
import BankStorage
import Foundation
import GRDB
import GRDBSQLite

/// The one way rows enter the ledger, shared by demo data, transfers and imports. It keeps the
/// tallies in step (``LedgerTally``) and refuses dates the sort key cannot order
/// (``NewTransaction/recordableDates``); the search index catches up when it is next read
/// (``SearchIndex``).
///
/// Made once per write: it holds the compiled statements and binds values with SQLite's own
/// functions (GRDB documents the raw C API for this), because going through `StatementArguments`
/// boxes every value and costs more than the insert itself. Text is copied into one arena and
/// bound in place instead of SQLite copying each value into an allocation of its own, and many
/// rows go in chunks of ``rowsPerChunk`` per statement: together 157,000 → 381,000 rows/s.
final class LedgerInsert {
    // MARK: - Nested Types

    /// Which rows go in: plain ledger rows, or statement rows that carry an import key and are
    /// skipped when the account already holds a row with that key, and the import they came in by.
    enum Mode {
        case ledger
        case statementImport

        fileprivate var columnCount: Int32 { self == .ledger ? 9 : 10 }

        /// OR FAIL: a failing row ends the whole write, which rolls back, so a statement need not
        /// undo its own earlier rows, and SQLite keeps no statement journal for it.
        fileprivate var columns: String {
            let keyColumn = self == .ledger ? ", requestKey" : ", importKey, importId"
            return
                "INSERT OR FAIL INTO ledgerEntry (accountId, date, day, memo, category, amountMinor, type, counterparty\(keyColumn))"
        }

        /// The single-row and the chunk statement, worked out once: a transfer makes an insert too.
        fileprivate var statements: (singleRow: String, chunk: String) {
            switch self {
            case .ledger: LedgerInsert.ledgerStatements
            case .statementImport: LedgerInsert.importStatements
            }
        }

        fileprivate func sql(rows: Int) -> String {
            let placeholders = "(" + Array(repeating: "?", count: Int(columnCount)).joined(separator: ", ") + ")"
            let conflict =
                self == .ledger ? "" : " ON CONFLICT(accountId, importKey) WHERE importKey IS NOT NULL DO NOTHING"
            return columns + " VALUES " + Array(repeating: placeholders, count: rows).joined(separator: ", ") + conflict
        }
    }

    // MARK: - Constants

    /// Rows inserted by one statement when many are inserted.
    static let rowsPerChunk = 32
    private static let initialArenaSize = 64 * 1024
    private static let ledgerStatements = (Mode.ledger.sql(rows: 1), Mode.ledger.sql(rows: rowsPerChunk))
    private static let importStatements =
        (Mode.statementImport.sql(rows: 1), Mode.statementImport.sql(rows: rowsPerChunk))

    // MARK: - Properties

    private let db: Database
    private let mode: Mode
    /// The import an import's rows came in by (``ImportLog``).
    private let importID: Int64?
    /// Whether the rows are added to the tallies by period as they go in; not for a demo ledger
    /// whose tallies are deferred (``DeferredPeriodTallies``).
    private let talliesByPeriod: Bool
    private let singleRowSQL: String
    private let chunkSQL: String
    private let singleRow: SQLiteStatement
    /// The text of the rows being inserted, bound without a copy per value: SQLite reads it
    /// until the statement is reset, and the arena is not touched before then.
    private var arena: UnsafeMutableRawBufferPointer
    private var arenaUsed = 0

    // MARK: - Initialization

    /// Prepares the insert inside an open write; the rows of a statement import carry
    /// `importID`, the import's record.
    init(in db: Database, mode: Mode = .ledger, importID: Int64? = nil, talliesByPeriod: Bool = true) throws {
        self.db = db
        self.mode = mode
        self.importID = importID
        self.talliesByPeriod = talliesByPeriod
        (singleRowSQL, chunkSQL) = mode.statements
        singleRow = try db.cachedStatement(sql: singleRowSQL).sqliteStatement
        arena = .allocate(byteCount: Self.initialArenaSize, alignment: 1)
    }

    deinit {
        arena.deallocate()
    }

    // MARK: - Inserting

    /// Inserts one row into the ledger of `accountID`.
    func insert(_ transaction: NewTransaction, accountID: Account.ID) throws {
        try insert(CollectionOfOne(LedgerRow(accountID: accountID, transaction: transaction)))
    }

    /// Inserts rows into the ledger of `accountID`, in order.
    func insert(_ transactions: some RandomAccessCollection<NewTransaction>, accountID: Account.ID) throws {
        try insert(transactions.lazy.map { LedgerRow(accountID: accountID, transaction: $0) })
    }

    /// Inserts rows, in order, a chunk per statement and the rest one by one, and tallies them.
    /// Every path that writes the ledger comes through here, so every row is held to
    /// ``LedgerRules`` here, as it is bound: an amount within the bound, a date the ledger
    /// records. A row refused stops the write, which the caller's transaction undoes whole.
    /// - Returns: The rows that went in; an import's skipped rows are not among them.
    @discardableResult
    func insert(_ rows: some RandomAccessCollection<LedgerRow>) throws -> LedgerTally.Counts {
        // The tallies of one write are plain sums: rows within the bound, fewer than this many,
        // cannot add up past 64 bits.
        guard rows.count <= LedgerTally.Counts.maximumRows else { throw BankError.sumTooLarge }
        // A write of a chunk or more makes room for its tallies at once; a transfer's few rows
        // allocate as they go.
        var tally = LedgerTally.Counts(
            reservingRoomFor: rows.count >= Self.rowsPerChunk ? rows.count : 0, countingQuarters: talliesByPeriod)
        try insertChunks(rows, counting: &tally)
        try tally.record(in: db, byPeriod: talliesByPeriod)
        return tally
    }

    // MARK: - Private

    private func insertChunks(_ rows: some RandomAccessCollection<LedgerRow>, counting tally: inout LedgerTally.Counts)
        throws
    {
        var rest = rows[...]
        if rest.count >= Self.rowsPerChunk {
            let chunk = try db.cachedStatement(sql: chunkSQL).sqliteStatement
            while rest.count >= Self.rowsPerChunk {
                try insert(rest.prefix(Self.rowsPerChunk), with: chunk, sql: chunkSQL, counting: &tally)
                rest = rest.dropFirst(Self.rowsPerChunk)
            }
        }
        for row in rest {
            try insert(CollectionOfOne(row), with: singleRow, sql: singleRowSQL, counting: &tally)
        }
    }

    private func insert(
        _ rows: some Collection<LedgerRow>, with statement: SQLiteStatement, sql: String,
        counting tally: inout LedgerTally.Counts
    ) throws {
        reserveArena(for: rows)
        for (index, row) in rows.enumerated() {
            do {
                try LedgerRules.check(row.transaction)
            } catch {
                // The bindings point into the arena: none may outlive this write.
                sqlite3_clear_bindings(statement)
                throw error
            }
            bind(row, at: Int32(index), of: statement)
        }
        try step(statement, sql: sql)
        let inserted = Int(sqlite3_changes(db.sqliteConnection))
        if inserted == rows.count {
            rows.forEach { tally.add($0) }
        } else if inserted > 0 {
            // An import skipped rows it already had: the rows added are the last ids given out.
            try tally.add(rowsFrom: sqlite3_last_insert_rowid(db.sqliteConnection) - Int64(inserted) + 1, in: db)
        }
    }

    private func bind(_ row: LedgerRow, at position: Int32, of statement: SQLiteStatement) {
        let first = position * mode.columnCount + 1
        let transaction = row.transaction
        sqlite3_bind_int64(statement, first, row.accountID)
        sqlite3_bind_double(statement, first + 1, transaction.date.timeIntervalSince1970)
        if let day = transaction.day {
            sqlite3_bind_int64(statement, first + 2, Int64(day.daysSince1970))
        } else {
            sqlite3_bind_null(statement, first + 2)
        }
        bind(transaction.memo, at: first + 3, of: statement)
        bind(transaction.category.rawValue, at: first + 4, of: statement)
        sqlite3_bind_int64(statement, first + 5, transaction.amountMinor)
        bind(transaction.type.rawValue, at: first + 6, of: statement)
        bind(transaction.counterparty, at: first + 7, of: statement)
        if mode == .ledger {
            if let key = row.requestKey {
                bind(key, at: first + 8, of: statement)
            } else {
                sqlite3_bind_null(statement, first + 8)
            }
        } else {
            if let key = row.importKey {
                sqlite3_bind_int64(statement, first + 8, key)
            } else {
                sqlite3_bind_null(statement, first + 8)
            }
            if let importID {
                sqlite3_bind_int64(statement, first + 9, importID)
            } else {
                sqlite3_bind_null(statement, first + 9)
            }
        }
    }

    /// Makes room for the text of `rows` and starts the arena afresh.
    private func reserveArena(for rows: some Collection<LedgerRow>) {
        arenaUsed = 0
        let needed = rows.reduce(0) { total, row in
            let transaction = row.transaction
            return
                total + transaction.memo.utf8.count + transaction.category.rawValue.utf8.count
                + transaction.type.rawValue.utf8.count + transaction.counterparty.utf8.count
                + (row.requestKey?.utf8.count ?? 0)
        }
        guard needed > arena.count else { return }
        arena.deallocate()
        arena = .allocate(byteCount: max(needed, arena.count * 2), alignment: 1)
    }

    private func bind(_ text: String, at index: Int32, of statement: SQLiteStatement) {
        let start = arenaUsed
        var text = text
        let length = text.withUTF8 { bytes in
            let target = UnsafeMutableRawBufferPointer(rebasing: arena[start..<(start + bytes.count)])
            target.copyMemory(from: UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
        arenaUsed += length
        guard let base = arena.baseAddress else { return }
        let address = (base + start).assumingMemoryBound(to: CChar.self)
        // SQLITE_STATIC (nil): SQLite reads the arena in place until the statement is reset.
        sqlite3_bind_text(statement, index, address, Int32(length), nil)
    }

    private func step(_ statement: SQLiteStatement, sql: String) throws {
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        // The bindings point into the arena, which may move or go away before the next use.
        sqlite3_clear_bindings(statement)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: sql)
        }
    }
}
