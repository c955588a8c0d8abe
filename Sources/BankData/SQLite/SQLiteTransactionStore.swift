public import BankDomain
import BankStorage
import GRDB

/// Transactions in SQLite, read a window at a time through the ledger's indexes
/// (``LedgerQuery``), counted from the tallies where they can be (``LedgerTally``).
public struct SQLiteTransactionStore: TransactionStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - TransactionStore

    /// One window of the account's transactions matching `query`, newest first.
    public func transactions(
        matching query: TransactionQuery, page: TransactionPageRequest
    ) async throws -> [Transaction] {
        try database.read(.transactionPage(query, page), after: Self.catchUp(for: query)) { db in
            let sql = try Self.ledgerQuery(query, in: db).page(page)
            let rows = try Row.fetchAll(db.cachedStatement(sql: sql.text), arguments: sql.arguments)
            let transactions = try rows.map(RowDecoding.transaction)
            return LedgerQuery.isOldestFirst(page.position) ? transactions.reversed() : transactions
        }
    }

    /// How many transactions match `query`: from the tallies when only the category and type
    /// narrow it, else by reading at most `limit` + 1 matches.
    public func count(matching query: TransactionQuery, upTo limit: Int?) async throws -> TransactionCount {
        try database.read(.transactionCount(query, limit: limit), after: Self.catchUp(for: query)) { db in
            if query.text == nil, query.from == nil, query.until == nil {
                let groups = try LedgerTally.groups(
                    of: query.accountID, category: query.category?.rawValue, type: query.type?.rawValue, in: db)
                return .exactly(groups.reduce(0) { $0 + $1.entries })
            }
            let sql = try Self.ledgerQuery(query, in: db).count(upTo: limit)
            let count = try Int.fetchOne(db.cachedStatement(sql: sql.text), arguments: sql.arguments) ?? 0
            if let limit, count > limit {
                return .moreThan(limit)
            }
            return .exactly(count)
        }
    }

    /// The transaction `id`, written by you: a bank file has one person, its owner (the file is
    /// theirs alone, mode 0600), who wrote every row.
    public func authoredTransaction(id: Transaction.ID) async throws -> AuthoredTransaction {
        try database.read(.authoredTransaction(id)) { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(RowDecoding.transactionColumns), requestKey FROM ledgerEntry WHERE id = ?")
            guard let row = try Row.fetchOne(statement, arguments: [id]) else {
                throw BankError.transactionNotFound(id)
            }
            let key = (row["requestKey"] as String?).flatMap(RequestKey.init)
            return AuthoredTransaction(try RowDecoding.transaction(row), by: .you, requestKey: key)
        }
    }

    /// What the account held just after the row at `cursor`, from the side of the ledger the
    /// caller says is shorter; the ledger's order is `sortKey`'s.
    public func balance(after cursor: TransactionCursor, of accountID: Account.ID, countingFromOldest: Bool)
        async throws -> Int64
    {
        try database.read(.balanceAfter(cursor, accountID, fromOldest: countingFromOldest)) { db in
            let side = countingFromOldest ? "<=" : ">"
            let sql = """
                SELECT coalesce(sum(CASE type WHEN 'credit' THEN amountMinor ELSE -amountMinor END), 0)
                FROM ledgerEntry WHERE accountId = ? AND sortKey \(side) ?
                """
            let sum =
                try Int64.fetchOne(
                    db.cachedStatement(sql: sql), arguments: [accountID, LedgerSortKey.key(cursor)]) ?? 0
            // A bank from before openings were ledger rows keeps what an account held before its
            // rows apart from them.
            let column = countingFromOldest ? "openingBalanceMinor" : "balanceMinor"
            let start =
                try Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT \(column) FROM account WHERE id = ?"), arguments: [accountID]) ?? 0
            var balance = MinorSum(start)
            try countingFromOldest ? balance.add(sum) : balance.subtract(sum)
            return balance.value
        }
    }

    /// The transaction `id`.
    public func transaction(id: Transaction.ID) async throws -> Transaction {
        try database.read(.transaction(id)) { db in try Self.transaction(id: id, in: db) }
    }

    /// The transaction `id` inside an open read or write.
    static func transaction(id: Transaction.ID, in db: Database) throws -> Transaction {
        let statement = try db.cachedStatement(
            sql: "SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else {
            throw BankError.transactionNotFound(id)
        }
        return try RowDecoding.transaction(row)
    }

    /// The newest transactions across every account: each account's newest, merged.
    public func recentTransactions(limit: Int) async throws -> [Transaction] {
        try database.read(.recentTransactions(limit: limit)) { db in
            let accounts = try Int64.fetchAll(db.cachedStatement(sql: "SELECT id FROM account ORDER BY id"))
            guard !accounts.isEmpty else { return [] }
            let walks = accounts.map { id in
                LedgerQuery.SQL(
                    text: "SELECT \(RowDecoding.transactionColumns) FROM ledgerEntry WHERE accountId = ?",
                    arguments: [id])
            }
            let sql = LedgerQuery.merge(walks, order: "DESC", limit: limit, skip: 0)
            return try Row.fetchAll(db.cachedStatement(sql: sql.text), arguments: sql.arguments)
                .map(RowDecoding.transaction)
        }
    }

    // MARK: - Shared

    /// The read of `query`, from the index its shape calls for.
    static func ledgerQuery(_ query: TransactionQuery, in db: Database) throws -> LedgerQuery {
        // A key is looked up by its own index, not among the words.
        let words = query.requestKey == nil ? query.text.map(SearchWords.init) : nil
        let groups =
            query.category == nil && query.type == nil || query.requestKey != nil
            ? nil
            : try LedgerTally.groups(
                of: query.accountID, category: query.category?.rawValue, type: query.type?.rawValue, in: db)
        return LedgerQuery(query, words: words, source: LedgerQuery.source(for: query, words: words, groups: groups))
    }

    /// A search reads the search index, which must hold every ledger row first.
    static func catchUp(for query: TransactionQuery) -> StoreDatabase.CatchUp? {
        guard query.text != nil, query.requestKey == nil else { return nil }
        return StoreDatabase.CatchUp(
            isNeeded: { db in try !SearchIndex.isUpToDate(db) },
            run: SearchIndex.bringUpToDate)
    }
}
