import BankDomain
import BankStorage
import Foundation
import GRDB

/// The bank's memory of its statement imports (schema v12): each import's file, format, rules,
/// time and what it added, its rows marked with it (`ledgerEntry.importId`), and the hash of its
/// bytes, by which the same file is not imported twice while its import stands.
enum ImportLog {
    // MARK: - Schema

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE statementImport (
                    id INTEGER PRIMARY KEY,
                    accountId INTEGER NOT NULL REFERENCES account(id),
                    fileName TEXT NOT NULL,
                    digest TEXT NOT NULL,
                    format TEXT NOT NULL,
                    rules TEXT,
                    date DOUBLE NOT NULL,
                    rows INTEGER NOT NULL,
                    netMinor INTEGER NOT NULL,
                    undoneAt DOUBLE
                );
                CREATE INDEX statementImport_account ON statementImport(accountId, id);
                CREATE INDEX statementImport_digest ON statementImport(digest) WHERE undoneAt IS NULL;
                ALTER TABLE ledgerEntry ADD COLUMN importId INTEGER;
                CREATE INDEX ledgerEntry_importId ON ledgerEntry(importId) WHERE importId IS NOT NULL;
                """)
    }

    // MARK: - Writing

    /// Starts the record of an import, for its rows to carry its identifier.
    static func begin(_ start: StatementImportStart, in db: Database) throws -> StatementImportRecord.ID {
        try db.execute(
            sql: """
                INSERT INTO statementImport (accountId, fileName, digest, format, rules, date, rows, netMinor)
                VALUES (?, ?, '', ?, ?, ?, 0, 0)
                """,
            arguments: [start.accountID, start.fileName, start.format, start.rules, start.date.timeIntervalSince1970])
        return db.lastInsertedRowID
    }

    /// Finishes the record `id` with what the import added and the file's `digest`; an import
    /// that added nothing leaves no record.
    static func finish(_ id: StatementImportRecord.ID, rows: Int, netMinor: Int64, digest: String, in db: Database)
        throws
    {
        guard rows > 0 else {
            try db.execute(sql: "DELETE FROM statementImport WHERE id = ?", arguments: [id])
            return
        }
        try db.execute(
            sql: "UPDATE statementImport SET rows = ?, netMinor = ?, digest = ? WHERE id = ?",
            arguments: [rows, netMinor, digest, id])
    }

    /// Takes the import `id` out (`undo-import`), at `date`, or puts it back (`undoneAt` nil).
    static func setUndone(_ id: StatementImportRecord.ID, at date: Date?, in db: Database) throws {
        try db.execute(
            sql: "UPDATE statementImport SET undoneAt = ? WHERE id = ?",
            arguments: [date?.timeIntervalSince1970, id])
    }

    // MARK: - Reading

    /// The standing import of the file whose bytes hash to `digest`, and the name of the account
    /// it went into.
    static func standing(digest: String, in db: Database) throws -> (StatementImportRecord, String)? {
        let sql = """
            SELECT \(columns), a.name FROM statementImport AS i JOIN account AS a ON a.id = i.accountId
            WHERE i.digest = ? AND i.undoneAt IS NULL ORDER BY i.id LIMIT 1
            """
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [digest]) else { return nil }
        return (try record(row, in: db), row[11])
    }

    /// The imports into `accountID`, newest first.
    static func imports(of accountID: Account.ID, in db: Database) throws -> [StatementImportRecord] {
        let sql = "SELECT \(columns) FROM statementImport AS i WHERE i.accountId = ? ORDER BY i.id DESC"
        return try Row.fetchAll(db, sql: sql, arguments: [accountID]).map { try record($0, in: db) }
    }

    /// The import `id` into `accountID`.
    /// - Throws: ``BankError/cannotCorrect(_:)`` when the account has no such import.
    static func record(_ id: StatementImportRecord.ID, of accountID: Account.ID, in db: Database) throws
        -> StatementImportRecord
    {
        let sql = "SELECT \(columns) FROM statementImport AS i WHERE i.id = ? AND i.accountId = ?"
        guard let row = try Row.fetchOne(db, sql: sql, arguments: [id, accountID]) else {
            throw BankError.cannotCorrect(.noSuchImport(id))
        }
        return try record(row, in: db)
    }

    /// The rows of the import `id` still in the ledger.
    static func rowIDs(of id: StatementImportRecord.ID, in db: Database) throws -> [Int64] {
        try Int64.fetchAll(db, sql: "SELECT id FROM ledgerEntry WHERE importId = ? ORDER BY id", arguments: [id])
    }

    // MARK: - Private

    private static let columns =
        "i.id, i.accountId, i.fileName, i.format, i.rules, i.date, i.rows, i.netMinor, i.undoneAt, i.digest, 0"

    private static func record(_ row: Row, in db: Database) throws -> StatementImportRecord {
        let id: Int64 = row[0]
        let left = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*), COALESCE(SUM(CASE type WHEN 'credit' THEN amountMinor ELSE -amountMinor END), 0)
                    FROM ledgerEntry WHERE importId = ?
                    """), arguments: [id])
        return StatementImportRecord(
            id: id, accountID: row[1], fileName: row[2], format: row[3], rules: row[4],
            date: Date(timeIntervalSince1970: row[5]), rows: row[6], netMinor: row[7], rowsInLedger: left?[0] ?? 0,
            netInLedgerMinor: left?[1] ?? 0, undoneAt: (row[8] as Double?).map(Date.init(timeIntervalSince1970:)))
    }
}
