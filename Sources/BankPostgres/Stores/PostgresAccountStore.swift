import BankDomain
import BankStorage

/// Accounts on PostgreSQL.
struct PostgresAccountStore: AccountStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - AccountStore

    /// The open accounts, or all of them, in position order.
    func allAccounts(includingClosed: Bool) async throws -> [Account] {
        try await database.read(.allAccounts(includingClosed: includingClosed)) { connection in
            try PostgresDecoding.accounts(try connection.execute(Self.accountsSQL(includingClosed: includingClosed)))
        }
    }

    /// The account `id`.
    func account(id: Account.ID) async throws -> Account {
        try await database.read(.account(id)) { connection in
            let rows = try connection.execute(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1", [String(id)])
            guard rows.count == 1 else { throw BankError.accountNotFound(id) }
            return try PostgresDecoding.account(rows, 0)
        }
    }

    /// Which bank this is, and which life of it.
    func bankIdentity() async throws -> BankIdentity {
        try await database.read(.bankIdentity) { connection in
            let rows = try connection.execute("SELECT identity, generation FROM bank_identity WHERE id = 1")
            guard rows.count == 1 else { throw BankError.storage(StorageFault(.notABank, during: .reading)) }
            return BankIdentity(id: try rows.string(0, 0), generation: try rows.string(0, 1))
        }
    }

    // MARK: - Shared

    /// The open accounts, or all of them, in position order.
    static func accountsSQL(includingClosed: Bool, locking: Bool = false) -> String {
        "SELECT \(PostgresDecoding.accountColumns) FROM account \(includingClosed ? "" : "WHERE closed_at IS NULL ")"
            + "ORDER BY position, id\(locking ? " FOR UPDATE" : "")"
    }
}
