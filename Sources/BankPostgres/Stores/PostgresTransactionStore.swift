import BankDomain
import BankStorage

/// Transactions on PostgreSQL, read a window at a time through the ledger's indexes
/// (``PostgresLedgerQuery``), counted from the tallies where they can be.
struct PostgresTransactionStore: TransactionStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - TransactionStore

    /// One window of the account's transactions matching `query`, newest first.
    func transactions(matching query: TransactionQuery, page: TransactionPageRequest) async throws -> [Transaction] {
        try await database.read(.transactionPage(query, page)) { connection in
            let sql = PostgresLedgerQuery(query)
            guard !sql.matchesNothing else { return [] }
            let transactions = try Self.window(page, of: sql, on: connection)
            return PostgresLedgerQuery.isOldestFirst(page.position) ? transactions.reversed() : transactions
        }
    }

    /// What the account held just after the row at `cursor`, from the side of the ledger the
    /// caller says is shorter; the ledger's order is `(second, id)`'s.
    func balance(after cursor: TransactionCursor, of accountID: Account.ID, countingFromOldest: Bool) async throws
        -> Int64
    {
        try await database.read(.balanceAfter(cursor, accountID, fromOldest: countingFromOldest)) { connection in
            let rows = try connection.execute(
                """
                SELECT coalesce(sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END), 0)::bigint,
                    (SELECT \(countingFromOldest ? "opening_balance_minor" : "balance_minor") FROM account WHERE id = $1::bigint)
                FROM ledger_entry
                WHERE account_id = $1::bigint AND (second, id) \(countingFromOldest ? "<=" : ">") ($2::bigint, $3::bigint)
                """,
                [String(accountID), String(LedgerSortKey.second(of: cursor.date)), String(cursor.id)])
            let sum = try rows.int64(0, 0)
            var balance = MinorSum(try rows.int64(0, 1))
            try countingFromOldest ? balance.add(sum) : balance.subtract(sum)
            return balance.value
        }
    }

    /// How many transactions match `query`: from the tallies when only the category and type
    /// narrow it, else by reading at most `limit` + 1 matches.
    func count(matching query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount {
        try await database.read(.transactionCount(query, limit: limit)) { connection in
            let sql = PostgresLedgerQuery(query)
            guard !sql.matchesNothing else { return .exactly(0) }
            if query.text == nil, query.from == nil, query.until == nil {
                return .exactly(try Self.tallied(query, on: connection))
            }
            if sql.searches, let limit, let walked = try Self.walkedCount(of: sql, upTo: limit, on: connection) {
                return walked
            }
            let statement = sql.count(upTo: limit)
            let count = try Self.rows(
                of: statement, plan: sql.searches ? .fromTheSearchIndex : nil, on: connection
            ).int(0, 0)
            if let limit, count > limit {
                return .moreThan(limit)
            }
            return .exactly(count)
        }
    }

    /// The transaction `id`, with the login that wrote it as the server recorded it.
    func authoredTransaction(id: Transaction.ID) async throws -> AuthoredTransaction {
        try await database.read(.authoredTransaction(id)) { connection in
            let rows = try connection.execute(
                "SELECT \(PostgresDecoding.transactionColumns), \(PostgresDecoding.authorColumns), request_key "
                    + "FROM ledger_entry WHERE id = $1",
                [String(id)])
            guard rows.count == 1 else { throw BankError.transactionNotFound(id) }
            let authorColumn = PostgresDecoding.transactionColumns.split(separator: ",").count
            return AuthoredTransaction(
                try PostgresDecoding.transaction(rows, 0), by: try PostgresDecoding.author(rows, 0, from: authorColumn),
                requestKey: rows.text(0, authorColumn + 2).flatMap(RequestKey.init))
        }
    }

    /// The transaction `id`.
    func transaction(id: Transaction.ID) async throws -> Transaction {
        try await database.read(.transaction(id)) { connection in
            let rows = try connection.execute(
                "SELECT \(PostgresDecoding.transactionColumns) FROM ledger_entry WHERE id = $1", [String(id)])
            guard rows.count == 1 else { throw BankError.transactionNotFound(id) }
            return try PostgresDecoding.transaction(rows, 0)
        }
    }

    /// The newest transactions across every account: each account's newest, merged.
    func recentTransactions(limit: Int) async throws -> [Transaction] {
        try await database.read(.recentTransactions(limit: limit)) { connection in
            let columns = PostgresDecoding.transactionColumns.split(separator: ", ").map { "l.\($0)" }
            let rows = try connection.execute(
                """
                SELECT \(columns.joined(separator: ", ")) FROM account AS a CROSS JOIN LATERAL (
                    SELECT * FROM ledger_entry WHERE account_id = a.id ORDER BY second DESC, id DESC LIMIT $1
                ) AS l
                ORDER BY l.second DESC, l.id DESC LIMIT $1
                """, [String(limit)])
            return try PostgresDecoding.transactions(rows)
        }
    }

    // MARK: - Private

    /// Rows a search walks in list order before it asks the search index instead: about 2.5 ms,
    /// which finds a page of any words in one row of 500 or more. Rarer words leave the index at
    /// most 2,000 matches a million rows to read and sort (about 17 ms); after a walk of 4,000
    /// it could be 5,000 (40 ms).
    private static let searchWalk = 10_000

    /// The rows of the window: a search first walks the list, and reads the search index only
    /// when the walk did not fill the page, as rare words leave it.
    private static func window(
        _ page: TransactionPageRequest, of sql: PostgresLedgerQuery, on connection: PostgresConnection
    ) throws -> [Transaction] {
        if sql.searches, page.limit > 0 {
            let walk = sql.page(page, walkingAtMost: searchWalk + Self.skipped(page.position))
            let found = try PostgresDecoding.transactions(try rows(of: walk, plan: .walkingTheList, on: connection))
            if found.count == page.limit {
                return found
            }
        }
        let statement = sql.page(page)
        return try PostgresDecoding.transactions(
            try rows(of: statement, plan: sql.searches ? .fromTheSearchIndex : nil, on: connection))
    }

    /// The rows of `statement`, read the way `plan` says whatever the planner's counts say (nil:
    /// the planner's own way). One round trip: the settings hold for this statement alone.
    static func rows(
        of statement: PostgresStatement, plan: SearchPlan?, on connection: PostgresConnection
    ) throws -> PostgresRows {
        guard let plan else { return try connection.execute(statement.sql, statement.parameters) }
        let settings = [PostgresStatement("BEGIN READ ONLY")] + plan.settings
        do {
            return try connection.pipeline(settings + [statement, PostgresStatement("COMMIT")])[settings.count]
        } catch {
            if !connection.isBroken, connection.isInTransaction { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
    }

    /// A search's count from a walk of the newest rows, as its page is found: more than `limit`
    /// when the walk met that many, exact when it read the whole account; nil when the search
    /// index must count. Counting a common word from the index read all its matches' bitmap
    /// first (22–80 ms at a million rows, against 1–2 ms for the walk).
    private static func walkedCount(
        of sql: PostgresLedgerQuery, upTo limit: Int, on connection: PostgresConnection
    ) throws -> TransactionCount? {
        let rows = try rows(of: sql.countWalking(atMost: searchWalk), plan: .walkingTheList, on: connection)
        let (matches, walked) = (try rows.int(0, 0), try rows.int(0, 1))
        if matches > limit {
            return .moreThan(limit)
        }
        return walked < searchWalk ? .exactly(matches) : nil
    }

    private static func skipped(_ position: TransactionPageRequest.Position) -> Int {
        switch position {
        case .newest(let skipping), .oldest(let skipping): skipping
        case .olderThan, .startingAt, .newerThan: 0
        }
    }

    /// The rows of `query`'s category and type, from the tally.
    private static func tallied(_ query: TransactionQuery, on connection: PostgresConnection) throws -> Int {
        let rows = try connection.execute(
            """
            SELECT coalesce(sum(entries), 0) FROM ledger_tally
            WHERE account_id = $1 AND ($2::text IS NULL OR category = $2) AND ($3::text IS NULL OR type = $3)
            """, [String(query.accountID), query.category?.rawValue, query.type?.rawValue])
        return try rows.int(0, 0)
    }
}

// MARK: - Search Plans

/// How a search's statement is read, whatever the planner guesses from its counts. Its guesses
/// were wrong both ways: right after an import, before autovacuum counted it, it took a large
/// account for a small one and sorted all of it for a walk of 4,000 rows (53 ms; 330 ms where
/// rolled-back rows had misled its count); and it took words each common but never together,
/// such as `coffee market`, for common together and walked the whole account for them (0.7 s
/// at a million rows) where the search index answers in 35 ms. Neither may read the whole
/// ledger.
enum SearchPlan {
    /// Along the account's list index, newest first: a walk that stops after its limit.
    case walkingTheList
    /// Through bitmaps of the indexes, which for words means the search index, then sorted.
    case fromTheSearchIndex

    /// The planner settings for the transaction the statement runs in.
    var settings: [PostgresStatement] {
        switch self {
        case .walkingTheList:
            [
                PostgresStatement("SET LOCAL enable_seqscan = off"),
                PostgresStatement("SET LOCAL enable_bitmapscan = off"),
            ]
        case .fromTheSearchIndex:
            [
                PostgresStatement("SET LOCAL enable_seqscan = off"),
                PostgresStatement("SET LOCAL enable_indexscan = off"),
            ]
        }
    }
}
