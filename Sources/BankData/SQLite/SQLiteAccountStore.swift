public import BankDomain
import BankStorage
import GRDB

/// Accounts in SQLite.
public struct SQLiteAccountStore: AccountStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - AccountStore

    /// The open accounts, or all of them, in position order.
    public func allAccounts(includingClosed: Bool) async throws -> [Account] {
        try database.read(.allAccounts(includingClosed: includingClosed)) { db in
            try Self.accounts(includingClosed: includingClosed, in: db)
        }
    }

    /// The account `id`.
    public func account(id: Account.ID) async throws -> Account {
        try database.read(.account(id)) { db in try Self.account(id: id, in: db) }
    }

    /// Which bank this is, and which life of it.
    public func bankIdentity() async throws -> BankIdentity {
        try database.read(.bankIdentity) { db in try Self.bankIdentity(in: db) }
    }

    // MARK: - Shared

    /// The open accounts, or all of them, inside an open read or write.
    static func accounts(includingClosed: Bool, in db: Database) throws -> [Account] {
        let filter = includingClosed ? "" : "WHERE closedAt IS NULL "
        let statement = try db.cachedStatement(
            sql: "SELECT \(RowDecoding.accountColumns) FROM account \(filter)ORDER BY position, id")
        return try Row.fetchAll(statement).map(RowDecoding.account)
    }

    /// Which bank this is, inside an open read or write.
    static func bankIdentity(in db: Database) throws -> BankIdentity {
        let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT identity, generation FROM bank WHERE id = 1"))
        guard let row else { throw BankError.storage(StorageFault(.notABank, during: .reading)) }
        return BankIdentity(id: row[0], generation: row[1])
    }

    /// The account `id` inside an open read or write.
    /// Writes `balance` as the account's, inside the write that moved its ledger by as much.
    static func setBalance(_ balance: Int64, of id: Account.ID, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE account SET balanceMinor = ? WHERE id = ?").execute(arguments: [
            balance, id,
        ])
    }

    static func account(id: Account.ID, in db: Database) throws -> Account {
        let statement = try db.cachedStatement(sql: "SELECT \(RowDecoding.accountColumns) FROM account WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else {
            throw BankError.accountNotFound(id)
        }
        return try RowDecoding.account(row)
    }
}
