import BankDomain
import BankStorage

/// Sharing accounts on PostgreSQL. Person names go to the server only as parameters, never into
/// the text of a statement, so a name with quotes or semicolons in it is only ever a name; one
/// that names no role admitted to the bank is refused.
extension PostgresAccountManagementStore {
    // MARK: - Constants

    /// Whether `$1` names a role that is one of the bank's people. `pg_has_role` fails on a name
    /// no role has, so it is asked only of one that exists.
    private static let admittedPerson = """
        SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)
            THEN pg_has_role($1, '\(PostgresSchema.people)', 'MEMBER') ELSE false END
        """

    private static let shareColumns = "s.account_id, a.name, a.owner, s.person, s.level"

    /// Whether `person` is one of the bank's people.
    private func isAdmitted(_ person: String) async throws -> Bool {
        try await database.readUncached(during: .reading) { connection in
            try connection.execute(Self.admittedPerson, [person]).bool(0, 0)
        }
    }

    // MARK: - Sharing

    /// The shares the person granted or was granted, in the order of the accounts.
    func shares() async throws -> [AccountShare] {
        try await database.read(.shares) { connection in
            try Self.shares(
                try connection.execute(
                    """
                    SELECT \(Self.shareColumns) FROM account_share AS s JOIN account AS a ON a.id = s.account_id
                    ORDER BY a.position, a.id, s.person
                    """))
        }
    }

    /// Shares an open account the person owns with an admitted person, or changes its level,
    /// exactly once for `key`. The server grants it in the owner's name, so that they may take it
    /// back even when an administrator granted it.
    func share(accountID id: Account.ID, with person: String, level: ShareLevel, key: RequestKey) async throws
        -> AccountShare
    {
        let person = try SharingRules.acceptedPerson(person)
        var account: Account?
        try await database.checkedAgainOnRefusal(key: key) {
            let shared = try await self.account(id)
            try SharingRules.checkShare(shared, with: person)
            guard try await isAdmitted(person) else { throw AccountError.noSuchPerson(person) }
            account = shared
        } change: {
            try await database.call(
                during: .saving, key: key,
                [PostgresStatement(PostgresSchema.shareCall, [key.text, String(id), person, level.rawValue])]
            ) { _ in }
        }
        guard let account else { throw BankError.accountNotFound(id) }
        return AccountShare(
            accountID: id, accountName: account.name, owner: account.owner ?? "", person: person, level: level)
    }

    /// Takes an account the person owns back from a person it is shared with.
    func unshare(accountID id: Account.ID, from person: String) async throws -> AccountShare {
        let person = try SharingRules.acceptedPerson(person)
        var account: Account?
        let level = try await database.checkedAgainOnRefusal {
            let shared = try await self.account(id)
            try SharingRules.checkOwns(shared)
            account = shared
        } change: {
            try await database.write(during: .saving) { transaction in
                try transaction.run([PostgresStatement(PostgresSchema.unshareCall, [String(id), person])])[0]
            }
        }
        guard let account else { throw BankError.accountNotFound(id) }
        guard level.count == 1, let ended = level.text(0, 0) else {
            throw AccountError.notShared(account: account.name, person: person)
        }
        return AccountShare(
            accountID: id, accountName: account.name, owner: account.owner ?? "", person: person,
            level: try RowDecoding.value(ShareLevel.self, ended))
    }

    // MARK: - Private

    private static func shares(_ rows: PostgresRows) throws -> [AccountShare] {
        try (0..<rows.count).map { row in
            AccountShare(
                accountID: try rows.int64(row, 0), accountName: try rows.string(row, 1), owner: try rows.string(row, 2),
                person: try rows.string(row, 3), level: try RowDecoding.value(ShareLevel.self, try rows.string(row, 4)))
        }
    }
}
