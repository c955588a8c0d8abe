import BankData
import BankDomain

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
            let statement = sql.page(page)
            let transactions = try PostgresDecoding.transactions(
                try connection.execute(statement.sql, statement.parameters))
            return PostgresLedgerQuery.isOldestFirst(page.position) ? transactions.reversed() : transactions
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
            let statement = sql.count(upTo: limit)
            let count = try connection.execute(statement.sql, statement.parameters).int(0, 0)
            if let limit, count > limit {
                return .moreThan(limit)
            }
            return .exactly(count)
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
