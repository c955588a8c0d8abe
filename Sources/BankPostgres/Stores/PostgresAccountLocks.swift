import BankData
import BankDomain

/// The accounts a write moves money to or from, locked for the rest of its transaction.
///
/// A person's lock takes only the accounts they may move money on: the server's row-level
/// security leaves any other out of `FOR UPDATE`, as if it were not there. So the accounts are
/// read first as the person sees them, in the same round trip, to refuse an account shared to
/// view only in the person's words (``BankError/mayOnlyView(account:owner:)``) rather than
/// calling it missing.
enum PostgresAccountLocks {
    /// Begins `transaction` with the accounts `ids` locked, and returns them as locked, in
    /// identifier order; refuses a missing account, a closed one and one the person may only view.
    static func lockForMoving(_ ids: [Account.ID], in transaction: ServerDatabase.Transaction) throws -> [Account] {
        let identifiers = [PostgresText.array(ids.map { String($0) })]
        let read = try transaction.begin([
            PostgresStatement(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = ANY($1::bigint[])", identifiers),
            PostgresStatement(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE",
                identifiers),
        ])
        let seen = try PostgresDecoding.accounts(read[0])
        for id in ids {
            let account = try account(id, in: seen)
            try AccountRules.checkOpen(account)
            try SharingRules.checkMovesMoney(account)
        }
        let locked = try PostgresDecoding.accounts(read[1])
        for id in ids {
            _ = try account(id, in: locked)
        }
        return locked
    }

    /// The latest day begun anywhere by the server's clock (``CalendarDay/latestBegun(at:)``), read
    /// inside the transaction that holds the locks.
    static func latestDay(in transaction: ServerDatabase.Transaction) throws -> CalendarDay {
        let today = try transaction.connection.execute(
            "SELECT \(PostgresSchema.latestDayBegun)")
        return CalendarDay(daysSince1970: Int(try today.int64(0, 0)))
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
