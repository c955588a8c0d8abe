import BankData
import BankDomain

/// Brings a database up to date under an advisory lock, so that sessions starting together
/// apply each migration once, and writes the demo bank into a database that had no bank.
struct PostgresMigrator {
    // MARK: - Properties

    let connection: PostgresConnection

    // MARK: - Migrating

    /// Applies the migrations the database lacks, each in a transaction of its own, and writes
    /// `demo` when this made the bank (nothing when `demo` is nil); whether it made the bank.
    /// - Throws: ``BankError/storage(_:)`` (``StorageFault/Cause/newerVersion``) when a newer
    ///   vbank wrote the database; ``PostgresError`` when the server fails.
    func migrate(demo: (() throws -> DemoBank)?) throws -> Bool {
        try connection.executeScript("SELECT pg_advisory_lock(\(PostgresSchema.migrationLock))")
        defer { try? connection.executeScript("SELECT pg_advisory_unlock(\(PostgresSchema.migrationLock))") }
        let applied = try appliedMigrations()
        guard applied <= PostgresSchema.migrations.count else {
            throw BankError.storage(StorageFault(.newerVersion, during: .opening))
        }
        guard try applied == PostgresSchema.migrations.count || mayChangeTheSchema() else {
            throw BankError.storage(StorageFault(.upgradeNeedsAdministrator, during: .opening))
        }
        for (index, migration) in PostgresSchema.migrations.enumerated().dropFirst(applied) {
            try inTransaction(
                migration.sql
                    + "; INSERT INTO vbank_migration (id, name) VALUES (\(index + 1), '\(migration.name)')")
        }
        guard applied == 0 else { return false }
        if let demo {
            try write(try demo())
        }
        return true
    }

    // MARK: - Private

    /// How many migrations the database has applied; none when it has no bank. The table is
    /// looked for first: `CREATE TABLE IF NOT EXISTS` asks for the right to create tables even
    /// when the table is there, which the bank's people do not have.
    private func appliedMigrations() throws -> Int {
        let found = try connection.execute("SELECT to_regclass('vbank_migration') IS NOT NULL")
        if try !found.bool(0, 0) {
            try connection.executeScript(
                """
                CREATE TABLE vbank_migration (
                    id integer PRIMARY KEY,
                    name text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """)
            return 0
        }
        return try connection.execute("SELECT count(*) FROM vbank_migration").int(0, 0)
    }

    /// Whether the person may bring the schema up to date: the owner of its tables, or a superuser.
    private func mayChangeTheSchema() throws -> Bool {
        try connection.execute(
            """
            SELECT rolsuper OR pg_has_role(current_user, (SELECT relowner FROM pg_class
                WHERE oid = 'vbank_migration'::regclass), 'MEMBER')
            FROM pg_roles WHERE rolname = current_user
            """
        ).bool(0, 0)
    }

    private func inTransaction(_ script: String) throws {
        do {
            try connection.executeScript("BEGIN; \(script); COMMIT")
        } catch {
            if connection.isInTransaction { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
    }

    /// The demo bank, in one transaction: the same rows and identifiers as a new bank file's.
    private func write(_ bank: DemoBank) throws {
        var statements: [PostgresStatement] = [PostgresStatement("BEGIN")]
        for row in bank.accounts {
            let account = row.account
            statements.append(
                PostgresStatement(
                    """
                    INSERT INTO account (id, position, name, type, number, iban, currency, balance_minor,
                                         credit_limit_minor, opening_balance_minor)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                    """,
                    [
                        String(account.id), String(row.position), account.name, account.type.rawValue, account.number,
                        account.iban, account.currency, String(account.balanceMinor), String(account.creditLimitMinor),
                        String(row.openingBalanceMinor),
                    ]))
        }
        statements.append(try LedgerWrite.insert(bank.ledger))
        for row in bank.cards {
            let card = row.card
            statements.append(
                PostgresStatement(
                    """
                    INSERT INTO card (id, account_id, number, holder, expiry_month, expiry_year, status,
                                      monthly_limit_minor)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                    """,
                    [
                        String(card.id), String(card.accountID), card.number, card.holder, String(card.expiryMonth),
                        String(card.expiryYear), card.status.rawValue, String(row.monthlyLimitMinor),
                    ]))
        }
        let settings = bank.settings
        statements.append(
            PostgresStatement(
                "INSERT INTO settings (id, page_size, shows_balances, uses_colour) VALUES (1, $1, $2, $3)",
                [String(settings.pageSize), String(settings.showsBalances), String(settings.usesColour)]))
        statements.append(
            PostgresStatement("SELECT setval('account_id_seq', coalesce((SELECT max(id) FROM account), 0) + 1, false)"))
        statements.append(PostgresStatement("COMMIT"))
        do {
            _ = try connection.pipeline(statements)
        } catch {
            if connection.isInTransaction { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
    }
}
