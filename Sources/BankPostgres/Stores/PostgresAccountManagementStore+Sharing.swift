import BankData
import BankDomain

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

    /// Shares an open account the person owns with an admitted person, or changes its level.
    /// The share is granted in the owner's name, so that they may take it back even when an
    /// administrator granted it.
    func share(accountID id: Account.ID, with person: String, level: ShareLevel) async throws -> AccountShare {
        let person = try SharingRules.acceptedPerson(person)
        return try await database.write(during: .saving) { transaction in
            let read = try transaction.begin([
                Self.select(id), PostgresStatement(Self.admittedPerson, [person]),
            ])
            let account = try Self.readBack(id, read[0])
            try SharingRules.checkShare(account, with: person)
            guard try read[1].bool(0, 0) else { throw AccountError.noSuchPerson(person) }
            _ = try transaction.commit([
                PostgresStatement(
                    """
                    INSERT INTO account_share (account_id, person, level, granted_by) VALUES ($1, $2, $3, $4)
                    ON CONFLICT (account_id, person) DO UPDATE SET level = excluded.level
                    """, [String(id), person, level.rawValue, account.owner ?? ""])
            ])
            return AccountShare(
                accountID: id, accountName: account.name, owner: account.owner ?? "", person: person, level: level)
        }
    }

    /// Takes an account the person owns back from a person it is shared with.
    func unshare(accountID id: Account.ID, from person: String) async throws -> AccountShare {
        let person = try SharingRules.acceptedPerson(person)
        return try await database.write(during: .saving) { transaction in
            let account = try Self.readBack(id, try transaction.begin([Self.select(id)])[0])
            try SharingRules.checkOwns(account)
            let ended = try transaction.commit([
                PostgresStatement(
                    "DELETE FROM account_share WHERE account_id = $1 AND person = $2 RETURNING level",
                    [String(id), person])
            ])[0]
            guard ended.count == 1 else { throw AccountError.notShared(account: account.name, person: person) }
            return AccountShare(
                accountID: id, accountName: account.name, owner: account.owner ?? "", person: person,
                level: try RowDecoding.value(ShareLevel.self, try ended.string(0, 0)))
        }
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
