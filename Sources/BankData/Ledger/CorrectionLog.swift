import BankDomain
import BankStorage
import Foundation
import GRDB

/// The ledger's memory of its changes (schema v9): every row recorded as spent or received,
/// every correction and every undo, with the session that made it and when, and the notes people
/// keep with rows. A delete keeps the rows it took out (``RemovedRow``), so an undo puts them back.
///
/// A row's changes are found by its identifier while it is in the ledger; when it is deleted they
/// are filed under the negated identifier, because SQLite gives the newest row's identifier out
/// again once that row is gone, and a row recorded later must not show another's history.
enum CorrectionLog {
    // MARK: - Schema

    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE ledgerCorrection (
                    id INTEGER PRIMARY KEY,
                    entryId INTEGER NOT NULL,
                    partnerId INTEGER,
                    kind TEXT NOT NULL,
                    before TEXT NOT NULL,
                    after TEXT NOT NULL,
                    removed TEXT,
                    session TEXT NOT NULL,
                    date DOUBLE NOT NULL,
                    undoneBy INTEGER
                );
                CREATE INDEX ledgerCorrection_entry ON ledgerCorrection(entryId);
                CREATE INDEX ledgerCorrection_session ON ledgerCorrection(session, id);
                CREATE TABLE ledgerNote (entryId INTEGER PRIMARY KEY, note TEXT NOT NULL);
                """)
    }

    // MARK: - Writing

    /// What one change writes into the log.
    struct Entry {
        let rowID: Int64
        var partnerID: Int64?
        let kind: LedgerCorrection.Kind
        let before: String
        let after: String
        var removed: [RemovedRow]?
        var split: SplitRecord?

        /// What an undo needs kept: the rows a delete took out, or a split's record.
        var kept: String? { removed.map(RemovedRow.encoded) ?? split?.encoded }
    }

    /// Adds `entry`, made by `session` at `date`, and reads it back.
    static func add(_ entry: Entry, session: String, date: Date, in db: Database) throws -> LedgerCorrection {
        try db.cachedStatement(
            sql: """
                INSERT INTO ledgerCorrection (entryId, partnerId, kind, before, after, removed, session, date)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        .execute(arguments: [
            entry.rowID, entry.partnerID, entry.kind.rawValue, entry.before, entry.after,
            entry.kept, session, date.timeIntervalSince1970,
        ])
        return try correction(id: db.lastInsertedRowID, in: db)
    }

    /// Adds a split's `entry`, with the same record for each part after its first so that every
    /// part's history shows it; the first part's, written last, is the one an undo takes back.
    static func addSplit(_ entry: Entry, parts: [Int64], session: String, date: Date, in db: Database) throws
        -> LedgerCorrection
    {
        for part in parts.dropFirst() {
            _ = try add(
                .init(rowID: part, kind: .split, before: entry.before, after: entry.after), session: session,
                date: date, in: db)
        }
        return try add(entry, session: session, date: date, in: db)
    }

    /// Marks `change` undone by `undo`, and for a split, the records of its other parts, filed by
    /// then as removed.
    static func markUndone(_ change: UndoableChange, by undo: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE ledgerCorrection SET undoneBy = ? WHERE id = ?")
            .execute(arguments: [undo, change.correction.id])
        let sibling = try db.cachedStatement(
            sql: "UPDATE ledgerCorrection SET undoneBy = ? WHERE entryId = ? AND kind = 'split' AND undoneBy IS NULL")
        for part in change.split?.parts.dropFirst() ?? [] {
            try sibling.execute(arguments: [undo, -part.id])
        }
    }

    /// Files the changes of rows taken out under their negated identifiers, or back again.
    static func file(_ ids: [Int64], asRemoved: Bool, in db: Database) throws {
        let statement = try db.cachedStatement(sql: "UPDATE ledgerCorrection SET entryId = ? WHERE entryId = ?")
        for id in ids {
            try statement.execute(arguments: asRemoved ? [-id, id] : [id, -id])
        }
    }

    // MARK: - Notes

    static func note(of id: Int64, in db: Database) throws -> String {
        try String.fetchOne(db.cachedStatement(sql: "SELECT note FROM ledgerNote WHERE entryId = ?"), arguments: [id])
            ?? ""
    }

    static func setNote(_ note: String, of id: Int64, in db: Database) throws {
        if note.isEmpty {
            try db.cachedStatement(sql: "DELETE FROM ledgerNote WHERE entryId = ?").execute(arguments: [id])
        } else {
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO ledgerNote (entryId, note) VALUES (?, ?)")
                .execute(arguments: [id, note])
        }
    }

    // MARK: - Reading

    private static let columns = "id, entryId, kind, before, after, date, undoneBy IS NOT NULL, removed"

    /// The change `id`.
    static func correction(id: Int64, in db: Database) throws -> LedgerCorrection {
        let sql = "SELECT \(columns) FROM ledgerCorrection WHERE id = ?"
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [id]) else {
            throw BankError.cannotCorrect(.nothingToUndo)
        }
        return try correction(row)
    }

    /// Every change of the row `id`, oldest first.
    static func history(of id: Int64, in db: Database) throws -> [LedgerCorrection] {
        let sql = "SELECT \(columns) FROM ledgerCorrection WHERE entryId = ? ORDER BY id"
        return try Row.fetchAll(db.cachedStatement(sql: sql), arguments: [id]).map(correction)
    }

    /// The newest change of `session` that is not an undo and was not undone.
    static func lastUndoable(of session: String, in db: Database) throws -> LedgerCorrection? {
        let sql = """
            SELECT \(columns) FROM ledgerCorrection
            WHERE session = ? AND kind NOT IN ('undo', 'rule') AND undoneBy IS NULL ORDER BY id DESC LIMIT 1
            """
        return try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [session]).map(correction)
    }

    /// The change `id` of `session` if an undo can still take it back, with what a delete took out.
    static func undoable(_ id: Int64, of session: String, in db: Database) throws -> UndoableChange {
        let sql = """
            SELECT \(columns) FROM ledgerCorrection
            WHERE id = ? AND session = ? AND kind NOT IN ('undo', 'rule') AND undoneBy IS NULL
            """
        guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [id, session]) else {
            throw BankError.cannotCorrect(.nothingToUndo)
        }
        return try UndoableChange(correction: try correction(row), kept: row[7])
    }

    // MARK: - Announcing

    /// SQL that is true when the ledger row `column` names was put there by a split or an undo,
    /// not recorded: a change to announce as such, not as new money.
    static func isPartOrRestored(_ column: String) -> String {
        "EXISTS (SELECT 1 FROM ledgerCorrection WHERE entryId = \(column) AND kind IN ('split', 'undo'))"
    }

    /// SQL for the account of the rows a change of `table` took out: a delete's, or a record's undone.
    static func removedAccount(_ table: String) -> String {
        "json_extract(\(table).removed, '$[0].accountID')"
    }

    // MARK: - Private

    private static func correction(_ row: Row) throws -> LedgerCorrection {
        LedgerCorrection(
            id: row[0], transactionID: abs(row[1] as Int64),
            kind: try RowDecoding.value(LedgerCorrection.Kind.self, row[2]), before: row[3], after: row[4],
            author: .you, date: Date(timeIntervalSince1970: row[5]), isUndone: row[6])
    }
}
