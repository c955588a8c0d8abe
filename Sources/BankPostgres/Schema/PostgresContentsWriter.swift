import BankDomain
import BankStorage
import Foundation

/// Writes a bank's rows into a server database that holds no account, in one transaction: the
/// demo bank when the schema is new, or a bank file's rows for `vbank copy`. The rows keep their
/// accounts' identifiers, places, numbers, days and import keys, and a bank file's notes and
/// changes follow its rows to their new identifiers (``CopiedHistory``); the person writing owns
/// every account and has made every change.
struct PostgresContentsWriter {
    // MARK: - Nested Types

    /// The database already holds accounts: nothing was written.
    struct NotEmpty: Error {}

    // MARK: - Constants

    /// Ledger rows a statement inserts: a million-row bank is a hundred statements in one
    /// pipeline, none of them a parameter array of a million.
    static let ledgerBatch = 10_000

    // MARK: - Properties

    let connection: PostgresConnection

    // MARK: - Writing

    /// Writes `bank`, or nothing when the database holds any account the person can see.
    /// - Throws: ``NotEmpty``; ``BankError`` when a row breaks the ledger's rules;
    ///   ``PostgresError`` when the server fails.
    func write(_ bank: BankContents) throws {
        do {
            try connection.executeScript("BEGIN")
            guard try !connection.execute("SELECT EXISTS (SELECT 1 FROM account)").bool(0, 0) else {
                throw NotEmpty()
            }
            _ = try connection.pipeline(try statements(for: bank))
            if !bank.ledgerIDs.isEmpty {
                _ = try connection.pipeline(try historyStatements(for: bank))
            }
            try connection.executeScript("COMMIT")
        } catch {
            if connection.isInTransaction { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
    }

    // MARK: - Private

    private func statements(for bank: BankContents) throws -> [PostgresStatement] {
        var statements = bank.accounts.map(Self.insert)
        for start in stride(from: 0, to: bank.ledger.count, by: Self.ledgerBatch) {
            statements.append(
                try LedgerWrite.insert(Array(bank.ledger[start..<min(start + Self.ledgerBatch, bank.ledger.count)])))
        }
        statements += bank.cards.map(Self.insert)
        // The settings are those of whoever writes the bank: its owner.
        statements.append(PostgresSettingsStore.saving(bank.settings))
        statements.append(
            PostgresStatement("SELECT setval('account_id_seq', coalesce((SELECT max(id) FROM account), 0) + 1, false)"))
        statements.append(
            PostgresStatement("SELECT setval('card_id_seq', coalesce((SELECT max(id) FROM card), 0) + 1, false)"))
        return statements + Self.categoryStatements(bank.categories)
    }

    /// The transfers' keys, on the rows as they were copied: a transfer confirmed again with its
    /// key answers with the first outcome here too.
    private static func requestKeys(of ledger: [LedgerRow], copiedAs copied: [Int64]) -> PostgresStatement {
        let keyed = zip(copied, ledger).compactMap { id, row in row.requestKey.map { (id, $0) } }
        return PostgresStatement(
            """
            UPDATE ledger_entry AS l SET request_key = k.key
            FROM unnest($1::bigint[], $2::text[]) AS k (id, key) WHERE l.id = k.id
            """,
            [PostgresText.array(keyed.map { String($0.0) }), PostgresText.array(keyed.map(\.1))])
    }

    /// The categories and rules, as the person who copies keeps them.
    private static func categoryStatements(_ book: CategoryBook) -> [PostgresStatement] {
        [
            PostgresStatement("DELETE FROM category_rule WHERE owner = current_user"),
            PostgresStatement("DELETE FROM category WHERE owner = current_user"),
            PostgresStatement(
                """
                INSERT INTO category (name, kind, position)
                SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY
                """,
                [
                    PostgresText.array(book.definitions.map(\.category.rawValue)),
                    PostgresText.array(book.definitions.map(\.kind.rawValue)),
                ]),
            PostgresStatement(
                """
                INSERT INTO category_rule (pattern, category, position)
                SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY
                """,
                [
                    PostgresText.array(book.rules.map(\.pattern)),
                    PostgresText.array(book.rules.map(\.category.rawValue)),
                ]),
        ]
    }

    /// The notes and changes of `bank`, its rows now in the ledger here.
    private func historyStatements(for bank: BankContents) throws -> [PostgresStatement] {
        let ids = try connection.execute("SELECT id FROM ledger_entry ORDER BY id")
        let copied = try (0..<ids.count).map { try ids.int64($0, 0) }
        guard copied.count == bank.ledger.count else {
            throw BankError.storage(StorageFault(.unexpected, during: .saving))
        }
        let history = try CopiedHistory(bank, copiedIDs: copied) { count in
            let fresh = try connection.execute(
                "SELECT nextval('ledger_entry_id_seq') FROM generate_series(1, $1::int)", [String(count)])
            return try (0..<fresh.count).map { try fresh.int64($0, 0) }
        }
        let ledger = Dictionary(uniqueKeysWithValues: zip(copied, bank.ledger))
        var statements = history.notes.map { note in
            PostgresStatement(
                "INSERT INTO ledger_note (entry_id, account_id, note) VALUES ($1::bigint, $2::bigint, $3)",
                [String(note.rowID), String(note.accountID), note.note])
        }
        statements += history.notes.compactMap { note in
            guard let row = ledger[note.rowID]?.transaction else { return nil }
            return PostgresStatement(
                "UPDATE ledger_entry SET words = $1::tsvector WHERE id = $2::bigint",
                [
                    LedgerWrite.searchWords(memo: row.memo, counterparty: row.counterparty, note: note.note),
                    String(note.rowID),
                ])
        }
        statements += history.changes.map(Self.insert)
        statements.append(Self.requestKeys(of: bank.ledger, copiedAs: copied))
        // A reconciliation covers the rows written by then: here, those copied up to its last.
        let copiedRow = { (fileID: Int64) in
            copied[..<(bank.ledgerIDs.firstIndex { $0 > fileID } ?? copied.count)].last ?? 0
        }
        statements += bank.reconciliations.map { reconciliation in
            PostgresStatement(
                """
                INSERT INTO reconciliation (account_id, day, ends_at, balance_minor, through_row, made_at)
                VALUES ($1::bigint, $2::int, $3::double precision, $4::bigint, $5::bigint, $6::double precision)
                """,
                [
                    String(reconciliation.accountID), String(reconciliation.day.daysSince1970),
                    String(reconciliation.endsAt.timeIntervalSince1970), String(reconciliation.balanceMinor),
                    String(copiedRow(reconciliation.throughRowID)), String(reconciliation.madeAt.timeIntervalSince1970),
                ])
        }
        statements.append(
            PostgresStatement(
                "SELECT setval('ledger_correction_id_seq', coalesce((SELECT max(id) FROM ledger_correction), 0) + 1, false)"
            ))
        return statements
    }

    private static func insert(_ change: CopiedHistory.Change) -> PostgresStatement {
        let row = change.row
        return PostgresStatement(
            """
            INSERT INTO ledger_correction (id, entry_id, account_id, partner_id, kind, before, after, removed, session,
                                           date, undone_by)
            VALUES ($1::bigint, $2::bigint, $3::bigint, $4::bigint, $5, $6, $7, $8, $9, $10::double precision, $11::bigint)
            """,
            [
                String(row.id), String(row.entryID), String(change.accountID), row.partnerID.map { String($0) },
                row.kind.rawValue, row.before, row.after, row.removed, row.session, String(row.date),
                row.undoneBy.map { String($0) },
            ])
    }

    private static func insert(_ row: BankContents.AccountRow) -> PostgresStatement {
        let account = row.account
        return PostgresStatement(
            """
            INSERT INTO account (id, position, name, type, number, iban, iban_is_example, currency, balance_minor,
                                 credit_limit_minor, opening_balance_minor, closed_at, opened_on)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
            """,
            [
                String(account.id), String(row.position), account.name, account.type.rawValue, account.number,
                account.iban, String(account.ibanIsExample), account.currency, String(account.balanceMinor),
                String(account.creditLimitMinor),
                String(row.openingBalanceMinor), row.closedAt.map { String($0.timeIntervalSince1970) },
                account.openedOn.map { String($0.daysSince1970) },
            ])
    }

    private static func insert(_ row: BankContents.CardRow) -> PostgresStatement {
        let card = row.card
        return PostgresStatement(
            """
            INSERT INTO card (id, account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
            """,
            [
                String(card.id), String(card.accountID), card.number, card.holder, String(card.expiryMonth),
                String(card.expiryYear), card.status.rawValue, String(row.monthlyLimitMinor),
            ])
    }
}
