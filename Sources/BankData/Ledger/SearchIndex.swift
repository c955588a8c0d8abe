import GRDB

/// The full-text index of the ledger's memos and counterparties (SQLite FTS5), for `search`.
///
/// Its rows are keyed by sort key, so matches come out in list order and a page of matches is
/// read without sorting them all. Each holds the words of the memo and, when it says something
/// else, the counterparty, and the account. Words are split as SQLite's `unicode61` tokenizer
/// splits them, without case or accents; prefixes of two and three characters have indexes of
/// their own, so a search for the start of a word walks the matches in order instead of gathering
/// them first (``SearchWords``).
///
/// The index keeps no copy of the text and no column sizes (`content = ''`, `columnsize = 0`):
/// searches read the ledger for what they show and never rank, and so the index costs half
/// as much to build. Ledger rows are never changed or removed, which such an index could not
/// follow.
///
/// Writes do not index their rows one by one: the index notes the last ledger row it holds, and
/// whatever reads it first brings it up to date, in one statement. A statement import does so
/// before it commits, so its rows are searchable at once; a transfer's two rows wait for the next
/// search.
enum SearchIndex {
    // MARK: - Schema

    /// Creates the index and fills it with the rows already in the ledger.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE ledgerSearch USING fts5(
                    words, accountId,
                    content = '', columnsize = 0,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
                );
                CREATE TABLE ledgerSearchState (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    indexedThrough INTEGER NOT NULL
                );
                INSERT INTO ledgerSearchState (id, indexedThrough) VALUES (1, 0);
                """
        )
        try bringUpToDate(db)
    }

    // MARK: - Keeping Up

    /// Whether every ledger row is in the index; cheap enough to ask before every search.
    static func isUpToDate(_ db: Database) throws -> Bool {
        let statement = try db.cachedStatement(
            sql: """
                SELECT indexedThrough >= (SELECT COALESCE(MAX(id), 0) FROM ledgerEntry)
                FROM ledgerSearchState WHERE id = 1
                """
        )
        return try Bool.fetchOne(statement) ?? false
    }

    /// Adds the ledger rows recorded since the index was last brought up to date, inside a write.
    static func bringUpToDate(_ db: Database) throws {
        let indexed =
            try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT indexedThrough FROM ledgerSearchState WHERE id = 1")) ?? 0
        try db.cachedStatement(
            sql: """
                INSERT INTO ledgerSearch (rowid, words, accountId)
                SELECT sortKey, CASE WHEN counterparty IN ('', memo) THEN memo ELSE memo || ' ' || counterparty END,
                    accountId
                FROM ledgerEntry WHERE id > ? ORDER BY id
                """
        )
        .execute(arguments: [indexed])
        try db.cachedStatement(
            sql: "UPDATE ledgerSearchState SET indexedThrough = (SELECT COALESCE(MAX(id), 0) FROM ledgerEntry)"
        )
        .execute()
    }
}
