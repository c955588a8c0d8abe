import BankDomain
import BankStorage

/// The accounts a change moves money on. The bank's functions lock them and check the person's
/// rights; vbank reads them first as the person sees them, to refuse an account shared to view
/// only in the person's words (``BankError/mayOnlyView(account:owner:)``) rather than calling it
/// missing. An administrator's straight import writes its balance itself.
enum PostgresAccountLocks {
    /// The accounts `ids` as the person sees them, refused when one is missing, closed or shared to view only:
    /// vbank's own check, for its words, before one of the bank's functions locks and checks them.
    static func movable(_ ids: [Account.ID], on connection: PostgresConnection) throws -> [Account] {
        let unique = Array(Set(ids)).sorted()
        let accounts = try PostgresDecoding.accounts(
            try connection.execute(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = ANY($1::bigint[]) ORDER BY id",
                [PostgresText.array(unique.map { String($0) })]))
        for id in unique {
            let account = try account(id, in: accounts)
            try AccountRules.checkOpen(account)
            try SharingRules.checkMovesMoney(account)
        }
        return accounts
    }

    /// The statement that writes `balance` as the locked account's, in the write that moved its
    /// ledger by as much.
    static func setBalance(_ balance: Int64, of id: Account.ID) -> PostgresStatement {
        PostgresStatement(
            "UPDATE account SET balance_minor = $1::bigint WHERE id = $2::bigint", [String(balance), String(id)])
    }

    /// The account `id` among `accounts`.
    static func account(_ id: Account.ID, in accounts: [Account]) throws(BankError) -> Account {
        guard let account = accounts.first(where: { $0.id == id }) else { throw BankError.accountNotFound(id) }
        return account
    }
}
