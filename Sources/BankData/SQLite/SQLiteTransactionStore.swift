public import BankDomain
import GRDB

/// Transactions in SQLite, read a page at a time.
public struct SQLiteTransactionStore: TransactionStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - TransactionStore

    /// One page of the account's transactions matching `query`, newest first.
    public func transactions(matching query: TransactionQuery, offset: Int, limit: Int) async throws -> TransactionPage
    {
        try database.read(.transactionPage(query, offset: offset, limit: limit)) { db in
            let filter = LedgerFilter(query)
            let count =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT COUNT(*) FROM ledgerEntry WHERE \(filter.sql)"),
                    arguments: filter.arguments
                ) ?? 0
            let page = try db.cachedStatement(
                sql: """
                    SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry WHERE \(filter.sql)
                    ORDER BY date DESC, id DESC LIMIT ? OFFSET ?
                    """
            )
            let rows = try Row.fetchAll(page, arguments: filter.arguments + [limit, offset])
            return TransactionPage(transactions: try rows.map(RowDecoding.transaction), totalCount: count)
        }
    }

    /// The transaction `id`.
    public func transaction(id: Transaction.ID) async throws -> Transaction {
        try database.read(.transaction(id)) { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry WHERE id = ?"
            )
            guard let row = try Row.fetchOne(statement, arguments: [id]) else {
                throw BankError.transactionNotFound(id)
            }
            return try RowDecoding.transaction(row)
        }
    }

    /// The newest transactions across every account.
    public func recentTransactions(limit: Int) async throws -> [Transaction] {
        try database.read(.recentTransactions(limit: limit)) { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry ORDER BY date DESC, id DESC LIMIT ?"
            )
            return try Row.fetchAll(statement, arguments: [limit]).map(RowDecoding.transaction)
        }
    }
}

// MARK: - Ledger Filter

/// The WHERE clause of a transaction query and its arguments. Each optional condition is always
/// present (`? IS NULL OR …`), so there is one SQL text per query shape and statements cache well.
struct LedgerFilter {
    let sql = """
        accountId = ?
        AND (? IS NULL OR memo LIKE ? ESCAPE '\\' OR counterparty LIKE ? ESCAPE '\\')
        AND (? IS NULL OR type = ?)
        AND (? IS NULL OR category = ?)
        AND (? IS NULL OR date >= ?)
        AND (? IS NULL OR date < ?)
        """
    let arguments: StatementArguments

    init(_ query: TransactionQuery) {
        let pattern = query.text.map { "%" + Self.escapingLike($0) + "%" }
        let from = query.from?.timeIntervalSince1970
        let until = query.until?.timeIntervalSince1970
        arguments = [
            query.accountID,
            pattern, pattern, pattern,
            query.type?.rawValue, query.type?.rawValue,
            query.category?.rawValue, query.category?.rawValue,
            from, from,
            until, until,
        ]
    }

    /// `text` with LIKE's wildcards taken literally.
    private static func escapingLike(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("%", with: "\\%").replacing("_", with: "\\_")
    }
}
