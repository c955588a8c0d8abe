import BankDomain
import BankStorage
import Foundation

/// Opening, renaming and closing accounts on PostgreSQL, by their owners (sharing is in an
/// extension): each change is one call of the bank's own function (schema v15), which holds it
/// to the rules on the account it locks, and the account read back, in one round trip.
///
/// The rules are checked here first, on the accounts as this command read them, so a refusal is
/// worded as vbank words it; a refusal by the server (the accounts changed meanwhile, or a rule
/// only it holds) is checked again on the accounts as they are now, and said in the server's
/// words only when vbank's own check finds nothing.
struct PostgresAccountManagementStore: AccountManagementStore {
    // MARK: - Properties

    let database: ServerDatabase

    // MARK: - AccountManagementStore

    /// Opens the account after the last one, with its opening row, exactly once for its key. The
    /// accounts scene checked the opening on the list it showed; this checks it again only when
    /// the server refuses it, as an opening sent again with its key finds its own name taken.
    func open(_ account: NewAccount) async throws -> Account {
        try await database.checkedAgainOnRefusal(key: account.key, checkingFirst: false) {
            try await checkOpening(account)
        } change: {
            let opening = account.openingTransaction.map { LedgerRow(accountID: 0, transaction: $0) }
            let fields = try opening.map { row throws(BankError) in try LedgerWrite.fields(of: row) }
            let call = PostgresStatement(
                PostgresSchema.openAccountCall,
                [
                    account.key.text, account.name, account.type.rawValue, account.currency, account.iban,
                    String(account.openingMinor), String(account.creditLimitMinor),
                    account.openedOn.map { String($0.daysSince1970) }, fields?[1], fields?[10],
                ])
            let opened = PostgresStatement(
                "SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = \(PostgresSchema.openedAccount)")
            return try await database.call(during: .saving, key: account.key, [call, opened]) { rows in
                try PostgresDecoding.account(rows[1], 0)
            }
        }
    }

    /// Renames an open account to a name no other open account has.
    func rename(accountID id: Account.ID, to name: String) async throws -> Account {
        let name = try AccountRules.acceptedName(name)
        return try await database.checkedAgainOnRefusal {
            let accounts = try await PostgresAccountStore(database: database).allAccounts(includingClosed: true)
            let account = try PostgresAccountLocks.account(id, in: accounts)
            try SharingRules.checkOwns(account)
            guard !account.isClosed else { throw AccountError.alreadyClosed(account.name) }
            try AccountRules.checkNameIsFree(name, among: accounts.filter { !$0.isClosed }, renaming: id)
        } change: {
            try await changed(id, by: PostgresStatement(PostgresSchema.renameAccountCall, [String(id), name]))
        }
    }

    /// Closes an account at zero; its rows stay.
    func close(accountID id: Account.ID, at date: Date) async throws -> Account {
        try await database.checkedAgainOnRefusal {
            let account = try await self.account(id)
            try SharingRules.checkOwns(account)
            try AccountRules.checkClosable(account)
        } change: {
            try await changed(
                id,
                by: PostgresStatement(
                    PostgresSchema.closeAccountCall, [String(id), String(date.timeIntervalSince1970)]))
        }
    }

    /// Opens the closed account `id` again, if the person owns it and no open account they see
    /// took its name since.
    func reopen(accountID id: Account.ID) async throws -> Account {
        try await database.checkedAgainOnRefusal {
            let accounts = try await PostgresAccountStore(database: database).allAccounts(includingClosed: true)
            let account = try PostgresAccountLocks.account(id, in: accounts)
            try SharingRules.checkOwns(account)
            try AccountRules.checkReopenable(account, among: accounts.filter { !$0.isClosed })
        } change: {
            try await changed(id, by: PostgresStatement(PostgresSchema.reopenAccountCall, [String(id)]))
        }
    }

    /// Gives a credit account a new limit, checked on the account the server locks.
    func setCreditLimit(accountID id: Account.ID, limitMinor: Int64) async throws -> Account {
        try await database.checkedAgainOnRefusal {
            let account = try await self.account(id)
            try SharingRules.checkOwns(account)
            try AccountRules.checkLimit(limitMinor, of: account)
        } change: {
            try await changed(
                id, by: PostgresStatement(PostgresSchema.creditLimitCall, [String(id), String(limitMinor)]))
        }
    }

    // MARK: - Shared

    /// The account `id` as the person sees it.
    static func select(_ id: Account.ID) -> PostgresStatement {
        PostgresStatement("SELECT \(PostgresDecoding.accountColumns) FROM account WHERE id = $1", [String(id)])
    }

    /// The account `id` after `call` of one of the bank's functions changed it, in one round trip.
    func changed(_ id: Account.ID, by call: PostgresStatement) async throws -> Account {
        try await database.write(during: .saving) { transaction in
            try Self.readBack(id, try transaction.run([call, Self.select(id)])[1])
        }
    }

    /// The account `id` as the person sees it now.
    func account(_ id: Account.ID) async throws -> Account {
        try await PostgresAccountStore(database: database).account(id: id)
    }

    /// vbank's own check of `account`'s opening, on the open accounts the person sees.
    private func checkOpening(_ account: NewAccount) async throws {
        let accounts = try await PostgresAccountStore(database: database).allAccounts(includingClosed: false)
        try AccountRules.checkNameIsFree(account.name, among: accounts)
        try AccountRules.checkOpening(
            account.openingMinor, limit: account.creditLimitMinor, type: account.type, currency: account.currency)
    }

    /// The account `id` as a write left it: the one row `rows` should hold.
    static func readBack(_ id: Account.ID, _ rows: PostgresRows) throws -> Account {
        guard rows.count == 1 else { throw BankError.accountNotFound(id) }
        return try PostgresDecoding.account(rows, 0)
    }
}
