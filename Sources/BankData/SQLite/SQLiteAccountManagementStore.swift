public import BankDomain
public import Foundation
import GRDB

/// Opening, renaming and closing accounts in SQLite, each in one transaction that checks
/// ``AccountRules`` again on what it reads. A bank file has one person, its file's owner (the
/// file is theirs alone, mode 0600), so nothing is shared.
public struct SQLiteAccountManagementStore: AccountManagementStore {
    // MARK: - Properties

    private let database: StoreDatabase

    // MARK: - Initialization

    /// Creates a store over the shared access to an open, migrated database.
    init(database: StoreDatabase) {
        self.database = database
    }

    // MARK: - AccountManagementStore

    /// Writes the account after the last one, then its opening row, which sets its balance.
    public func open(_ account: NewAccount) async throws -> Account {
        try database.write(during: .saving) { db in try Self.open(account, in: db) }
    }

    /// Renames an open account to a name no other open account has.
    public func rename(accountID id: Account.ID, to name: String) async throws -> Account {
        try database.write(during: .saving) { db in
            let account = try SQLiteAccountStore.account(id: id, in: db)
            guard !account.isClosed else { throw AccountError.alreadyClosed(account.name) }
            let name = try AccountRules.acceptedName(name)
            let open = try SQLiteAccountStore.accounts(includingClosed: false, in: db)
            try AccountRules.checkNameIsFree(name, among: open, renaming: id)
            try db.execute(sql: "UPDATE account SET name = ? WHERE id = ?", arguments: [name, id])
            return try SQLiteAccountStore.account(id: id, in: db)
        }
    }

    /// Closes an account at zero; its rows stay.
    public func close(accountID id: Account.ID, at date: Date) async throws -> Account {
        try database.write(during: .saving) { db in
            try AccountRules.checkClosable(try SQLiteAccountStore.account(id: id, in: db))
            try db.execute(
                sql: "UPDATE account SET closedAt = ? WHERE id = ?", arguments: [date.timeIntervalSince1970, id])
            return try SQLiteAccountStore.account(id: id, in: db)
        }
    }

    /// Opens the closed account `id` again, if no open account took its name since.
    public func reopen(accountID id: Account.ID) async throws -> Account {
        try database.write(during: .saving) { db in
            try AccountRules.checkReopenable(
                try SQLiteAccountStore.account(id: id, in: db),
                among: try SQLiteAccountStore.accounts(includingClosed: false, in: db))
            try db.execute(sql: "UPDATE account SET closedAt = NULL WHERE id = ?", arguments: [id])
            return try SQLiteAccountStore.account(id: id, in: db)
        }
    }

    /// Gives a credit account a new limit, checked on the account as this write reads it.
    public func setCreditLimit(accountID id: Account.ID, limitMinor: Int64) async throws -> Account {
        try database.write(during: .saving) { db in
            try AccountRules.checkLimit(limitMinor, of: try SQLiteAccountStore.account(id: id, in: db))
            try db.execute(sql: "UPDATE account SET creditLimitMinor = ? WHERE id = ?", arguments: [limitMinor, id])
            return try SQLiteAccountStore.account(id: id, in: db)
        }
    }

    /// None: a bank file has one person, who owns every account.
    public func shares() async throws -> [AccountShare] { [] }

    /// Refused: a bank file has one person.
    public func share(accountID id: Account.ID, with person: String, level: ShareLevel, key: RequestKey) async throws
        -> AccountShare
    {
        throw AccountError.sharingNeedsAServer
    }

    /// Refused: a bank file has one person.
    public func unshare(accountID id: Account.ID, from person: String) async throws -> AccountShare {
        throw AccountError.sharingNeedsAServer
    }

    // MARK: - Private

    private static func open(_ account: NewAccount, in db: Database) throws -> Account {
        try AccountRules.checkNameIsFree(
            account.name, among: try SQLiteAccountStore.accounts(includingClosed: false, in: db))
        try AccountRules.checkOpening(
            account.openingMinor, limit: account.creditLimitMinor, type: account.type, currency: account.currency)
        let next = try Row.fetchOne(
            db, sql: "SELECT coalesce(max(id), 0) + 1, coalesce(max(position), 0) + 1 FROM account")
        let id: Int64 = next?[0] ?? 1
        let number = AccountNumber.number(for: id)
        try db.execute(
            sql: """
                INSERT INTO account (id, position, name, type, number, iban, ibanIsExample, currency, balanceMinor,
                                     creditLimitMinor, openedOn)
                VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)
                """,
            arguments: [
                id, next?[1] ?? 1, account.name, account.type.rawValue, number, account.iban ?? "", account.currency,
                account.openingMinor, account.creditLimitMinor, account.openedOn?.daysSince1970,
            ])
        if let opening = account.openingTransaction {
            try LedgerInsert(in: db).insert(opening, accountID: id)
        }
        return try SQLiteAccountStore.account(id: id, in: db)
    }
}
