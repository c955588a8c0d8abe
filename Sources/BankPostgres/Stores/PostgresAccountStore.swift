import BankData
import BankDomain

/// Accounts on PostgreSQL.
struct PostgresAccountStore: AccountStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - AccountStore

    /// Every account, in position order.
    func allAccounts() async throws -> [Account] {
        try await database.read(.allAccounts) { connection in
            try PostgresDecoding.accounts(
                try connection.execute(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account ORDER BY position, id"))
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
}
