import BankDomain

/// What other sessions wrote to a bank on a server, heard on a connection of its own that
/// listens to ``PostgresSchema/ledgerChannel``.
///
/// The statement that adds ledger rows notifies the channel itself, by a trigger, so only rows
/// that were committed are ever announced. Notifications sent by the session's own connection are
/// passed over, and so are those of banks in other schemas of the same database.
final class PostgresLedgerChangeFeed: LedgerChangeFeed {
    // MARK: - Nested Types

    /// What one statement announced.
    private enum Announcement {
        /// Single rows, by identifier: `SCHEMA rows ID,ID,…`.
        case rows(String)
        /// Imported rows of one account: `SCHEMA imported ACCOUNT COUNT`.
        case imported(account: String, count: Int)
        /// Corrections and undos, by identifier: `SCHEMA corrected ID,ID,…`.
        case corrected(String)

        init?(_ payload: String, in schema: String) {
            let words = payload.split(separator: " ")
            guard words.count >= 3, words[0] == schema else { return nil }
            switch words[1] {
            case "rows" where words.count == 3:
                self = .rows("{\(words[2])}")
            case "corrected" where words.count == 3:
                self = .corrected("{\(words[2])}")
            case "imported" where words.count == 4:
                guard let count = Int(words[3]) else { return nil }
                self = .imported(account: String(words[2]), count: count)
            default:
                return nil
            }
        }
    }

    // MARK: - Properties

    private let listener: PostgresConnection
    private let schema: String
    private let ownSession: @Sendable () -> Int32

    // MARK: - Initialization

    /// Listens on `listener`, which must already be in the bank's schema, for changes made by
    /// sessions other than the one `ownSession` names.
    init(listener: PostgresConnection, ownSession: @escaping @Sendable () -> Int32) throws(PostgresError) {
        try listener.executeScript("LISTEN \(PostgresSchema.ledgerChannel)")
        schema = try listener.execute("SELECT current_schema()").string(0, 0)
        self.listener = listener
        self.ownSession = ownSession
    }

    // MARK: - LedgerChangeFeed

    /// The ledger rows other sessions committed since the last look.
    func changesByOtherSessions() throws -> [LedgerChange] {
        let arrived = try listener.notifications()
        let own = ownSession()
        return try arrived.filter { $0.channel == PostgresSchema.ledgerChannel && $0.sender != own }
            .compactMap { Announcement($0.payload, in: schema) }
            .flatMap(changes)
    }

    // MARK: - Private

    private func changes(in announcement: Announcement) throws -> [LedgerChange] {
        switch announcement {
        case .rows(let identifiers):
            let rows = try listener.execute(
                """
                SELECT a.name, a.currency, e.amount_minor, e.type, e.category, e.counterparty, e.memo
                FROM ledger_entry AS e JOIN account AS a ON a.id = e.account_id
                WHERE e.id = ANY($1::bigint[])
                    AND NOT EXISTS (
                        SELECT 1 FROM ledger_correction AS c WHERE c.entry_id = e.id AND c.kind IN ('split', 'undo'))
                ORDER BY e.id
                """, [identifiers])
            return try (0..<rows.count).map { try transaction(rows, $0) }
        case .corrected(let identifiers):
            let rows = try listener.execute(
                """
                SELECT a.name, a.currency, coalesce(e.memo, ''), \(PostgresCorrectedLedger.correctionColumns("c"))
                FROM ledger_correction AS c
                JOIN account AS a ON a.id = c.account_id
                LEFT JOIN ledger_entry AS e ON e.id = c.entry_id
                WHERE c.id = ANY($1::bigint[]) ORDER BY c.id
                """, [identifiers])
            return try (0..<rows.count).map { row in
                LedgerChange(
                    accountName: try rows.string(row, 0), currency: try rows.string(row, 1),
                    kind: .corrected(
                        try PostgresCorrectedLedger.correction(rows, row, from: 3), memo: try rows.string(row, 2)))
            }
        case .imported(let account, let count):
            let rows = try listener.execute("SELECT name, currency FROM account WHERE id = $1", [account])
            guard rows.count == 1 else { return [] }
            return [
                LedgerChange(
                    accountName: try rows.string(0, 0), currency: try rows.string(0, 1), kind: .imported(count: count))
            ]
        }
    }

    private func transaction(_ rows: PostgresRows, _ row: Int) throws -> LedgerChange {
        let amount = try rows.int64(row, 2)
        let isCredit = try rows.string(row, 3) == TransactionType.credit.rawValue
        return LedgerChange(
            accountName: try rows.string(row, 0), currency: try rows.string(row, 1),
            kind: .transaction(
                signedMinorUnits: isCredit ? amount : -amount,
                category: TransactionCategory(rawValue: try rows.string(row, 4)) ?? .other,
                counterparty: try rows.string(row, 5), memo: try rows.string(row, 6)))
    }
}
