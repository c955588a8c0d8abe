import BankStorage
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
/// as much to build. Such an index forgets a row only when told the words it was given, so a
/// correction first brings the index up to date, then takes the row out with its words as they
/// were (``remove(_:in:)``) and puts it back as it is now (``add(_:in:)``), a note of one's own
/// among its words.
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

    // MARK: - Corrections

    /// The words of a ledger row as the index holds them, with the row's note once it has one:
    /// for a row without one, the same words ``bringUpToDate(_:)`` gave it.
    private static let correctedWords = """
        CASE WHEN counterparty IN ('', memo) THEN memo ELSE memo || ' ' || counterparty END
            || coalesce(' ' || (SELECT note FROM ledgerNote WHERE entryId = ledgerEntry.id), '')
        """

    /// Takes the rows `ids` out of the index, with the words they have now; before a correction
    /// changes them, once the index is up to date.
    static func remove(_ ids: [Int64], in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO ledgerSearch (ledgerSearch, rowid, words, accountId)
                SELECT 'delete', sortKey, \(correctedWords), accountId FROM ledgerEntry WHERE id = ?
                """)
        for id in ids {
            try statement.execute(arguments: [id])
        }
    }

    /// Puts the rows `ids` into the index with the words they have now, in a write that brought
    /// the index up to date first: the index then holds through the newest of them.
    static func add(_ ids: [Int64], in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO ledgerSearch (rowid, words, accountId)
                SELECT sortKey, \(correctedWords), accountId FROM ledgerEntry WHERE id = ?
                """)
        for id in ids {
            try statement.execute(arguments: [id])
        }
        guard let newest = ids.max() else { return }
        try db.cachedStatement(sql: "UPDATE ledgerSearchState SET indexedThrough = max(indexedThrough, ?)")
            .execute(arguments: [newest])
    }

    /// After rows were taken out of the ledger: the newest row's identifier may be given out again,
    /// so the index holds through the newest row still there, and indexes a row that takes it.
    static func forgetRemovedTail(_ db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE ledgerSearchState
                SET indexedThrough = min(indexedThrough, (SELECT COALESCE(MAX(id), 0) FROM ledgerEntry))
                """
        )
        .execute()
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
