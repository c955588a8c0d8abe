import BankData
import BankDomain
import Foundation

/// Opening, renaming and closing accounts on PostgreSQL, by their owners (sharing is in an
/// extension). Each change takes the revision row
/// first, as every write does, so two sessions opening accounts take turns: the second reads the
/// first one's account, and its name and identifier are taken.
struct PostgresAccountManagementStore: AccountManagementStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - AccountManagementStore

    /// Writes the account after the last one, then its opening row.
    func open(_ account: NewAccount) async throws -> Account {
        try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                PostgresStatement(PostgresAccountStore.accountsSQL(includingClosed: false)),
                PostgresStatement("SELECT nextval('account_id_seq'), coalesce(max(position), 0) + 1 FROM account"),
            ])
            try AccountRules.checkNameIsFree(account.name, among: try PostgresDecoding.accounts(read[0]))
            try AccountRules.checkOpening(
                account.openingMinor, limit: account.creditLimitMinor, type: account.type, currency: account.currency)
            let id = try read[1].int64(0, 0)
            let number = AccountNumber.number(for: id)
            var statements = [
                PostgresStatement(
                    """
                    INSERT INTO account (id, position, name, type, number, iban, iban_is_example, currency,
                                         balance_minor, credit_limit_minor, opening_balance_minor, opened_on)
                    VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $9, 0, $10)
                    """,
                    [
                        String(id), String(try read[1].int64(0, 1)), account.name, account.type.rawValue, number,
                        account.iban, account.currency, String(account.openingMinor),
                        String(account.creditLimitMinor), account.openedOn.map { String($0.daysSince1970) },
                    ])
            ]
            if let opening = account.openingTransaction {
                statements.append(try LedgerWrite.insert([LedgerRow(accountID: id, transaction: opening)]))
            }
            statements.append(Self.select(id))
            return try Self.readBack(id, try transaction.commit(statements).last ?? PostgresRows.empty)
        }
    }

    /// Renames an open account to a name no other open account has.
    func rename(accountID id: Account.ID, to name: String) async throws -> Account {
        try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                PostgresStatement(PostgresAccountStore.accountsSQL(includingClosed: true))
            ])
            let accounts = try PostgresDecoding.accounts(read[0])
            let account = try PostgresAccountLocks.account(id, in: accounts)
            try SharingRules.checkOwns(account)
            guard !account.isClosed else { throw AccountError.alreadyClosed(account.name) }
            let name = try AccountRules.acceptedName(name)
            try AccountRules.checkNameIsFree(name, among: accounts.filter { !$0.isClosed }, renaming: id)
            let written = try transaction.commit([
                PostgresStatement("UPDATE account SET name = $1 WHERE id = $2", [name, String(id)]), Self.select(id),
            ])
            return try Self.readBack(id, written[1])
        }
    }

    /// Closes an account at zero; its rows stay.
    func close(accountID id: Account.ID, at date: Date) async throws -> Account {
        try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                Self.select(id),
                PostgresStatement(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1 FOR UPDATE", [String(id)]),
            ])
            try SharingRules.checkOwns(try Self.readBack(id, read[0]))
            try AccountRules.checkClosable(try Self.readBack(id, read[1]))
            let written = try transaction.commit([
                PostgresStatement(
                    "UPDATE account SET closed_at = $1 WHERE id = $2", [String(date.timeIntervalSince1970), String(id)]),
                Self.select(id),
            ])
            return try Self.readBack(id, written[1])
        }
    }

    /// Opens the closed account `id` again, if the person owns it and no open account they see
    /// took its name since.
    func reopen(accountID id: Account.ID) async throws -> Account {
        try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                Self.select(id),
                PostgresStatement(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1 FOR UPDATE", [String(id)]),
                PostgresStatement(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE closed_at IS NULL ORDER BY id"),
            ])
            try SharingRules.checkOwns(try Self.readBack(id, read[0]))
            try AccountRules.checkReopenable(
                try Self.readBack(id, read[1]), among: try PostgresDecoding.accounts(read[2]))
            let written = try transaction.commit([
                PostgresStatement("UPDATE account SET closed_at = NULL WHERE id = $1", [String(id)]),
                Self.select(id),
            ])
            return try Self.readBack(id, written[1])
        }
    }

    /// Gives a credit account a new limit, checked on the account locked by this write.
    func setCreditLimit(accountID id: Account.ID, limitMinor: Int64) async throws -> Account {
        try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                PostgresStatement(
                    "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1 FOR UPDATE", [String(id)])
            ])
            let account = try Self.readBack(id, read[0])
            try SharingRules.checkOwns(account)
            try AccountRules.checkLimit(limitMinor, of: account)
            let written = try transaction.commit([
                PostgresStatement(
                    "UPDATE account SET credit_limit_minor = $1::bigint WHERE id = $2",
                    [String(limitMinor), String(id)]),
                Self.select(id),
            ])
            return try Self.readBack(id, written[1])
        }
    }

    // MARK: - Shared

    /// The account `id` as the person sees it.
    static func select(_ id: Account.ID) -> PostgresStatement {
        PostgresStatement("SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1", [String(id)])
    }

    /// The account `id` as a write left it: the one row `rows` should hold.
    static func readBack(_ id: Account.ID, _ rows: PostgresRows) throws -> Account {
        guard rows.count == 1 else { throw BankError.accountNotFound(id) }
        return try PostgresDecoding.account(rows, 0)
    }
}
