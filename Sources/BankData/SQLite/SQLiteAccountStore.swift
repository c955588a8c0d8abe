public import BankDomain
public import GRDB

/// Accounts in SQLite.
public struct SQLiteAccountStore: AccountStore {
    // MARK: - Properties

    private let database: any DatabaseWriter

    // MARK: - Initialization

    /// Creates a store over an open, migrated database.
    public init(database: any DatabaseWriter) {
        self.database = database
    }

    // MARK: - AccountStore

    /// Every account, in position order.
    public func allAccounts() async throws -> [Account] {
        try await withStoreErrors {
            try await database.read { db in
                let statement = try db.cachedStatement(
                    sql: "SELECT \(RowDecoding.accountColumns) FROM account ORDER BY position, id"
                )
                return try Row.fetchAll(statement).map(RowDecoding.account)
            }
        }
    }

    /// The account `id`.
    public func account(id: Account.ID) async throws -> Account {
        try await withStoreErrors {
            try await database.read { db in try Self.account(id: id, in: db) }
        }
    }

    // MARK: - Shared

    /// The account `id` inside an open read or write.
    static func account(id: Account.ID, in db: Database) throws -> Account {
        let statement = try db.cachedStatement(sql: "SELECT \(RowDecoding.accountColumns) FROM account WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else {
            throw BankError.accountNotFound(id)
        }
        return try RowDecoding.account(row)
    }
}
