import GRDB

/// How many ledger rows each account has of each category and type.
///
/// Every write that adds ledger rows adds them here too (``LedgerInsert``), so the size of a list
/// is the sum of a few rows of this table instead of a count over the ledger, and the groups a
/// filter lets through are known before the list is read.
enum LedgerTally {
    // MARK: - Nested Types

    /// The rows of one account of one category and type.
    struct Group: Hashable, Sendable {
        let category: String
        let type: String
        let entries: Int
    }

    // MARK: - Schema

    /// Creates the table and tallies the rows already in the ledger.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE ledgerTally (
                    accountId INTEGER NOT NULL,
                    category TEXT NOT NULL,
                    type TEXT NOT NULL,
                    entries INTEGER NOT NULL,
                    PRIMARY KEY (accountId, category, type)
                ) WITHOUT ROWID
                """
        )
        try record(rowsAfter: 0, in: db)
    }

    // MARK: - Writing

    /// Adds the ledger rows whose identifiers are greater than `lastID` to the tallies, inside
    /// the write that recorded them.
    static func record(rowsAfter lastID: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO ledgerTally (accountId, category, type, entries)
                SELECT accountId, category, type, COUNT(*) FROM ledgerEntry WHERE id > ?
                GROUP BY accountId, category, type
                ON CONFLICT (accountId, category, type) DO UPDATE SET entries = entries + excluded.entries
                """
        )
        .execute(arguments: [lastID])
    }

    // MARK: - Reading

    /// The groups of `accountID`'s rows that `category` and `type` let through (nil: any).
    static func groups(of accountID: Int64, category: String?, type: String?, in db: Database) throws -> [Group] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT category, type, entries FROM ledgerTally
                WHERE accountId = ? AND (?2 IS NULL OR category = ?2) AND (?3 IS NULL OR type = ?3) AND entries > 0
                ORDER BY category, type
                """
        )
        return try Row.fetchAll(statement, arguments: [accountID, category, type]).map { row in
            Group(category: row[0], type: row[1], entries: row[2])
        }
    }
}
