import BankDomain
import BankStorage

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
    func migrate(demo: (() throws -> BankContents)?) throws -> Bool {
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
                migration.sql, then: PostgresSchema.afterMigration[index + 1],
                recording: "INSERT INTO vbank_migration (id, name) VALUES (\(index + 1), '\(migration.name)')")
        }
        guard applied == 0 else { return false }
        if let demo {
            try PostgresContentsWriter(connection: connection).write(try demo())
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

    /// Runs `script`, then `step` (what a migration does in Swift), then `recording`, in one
    /// transaction.
    private func inTransaction(
        _ script: String, then step: ((PostgresConnection) throws -> Void)?, recording: String
    ) throws {
        do {
            try connection.executeScript("BEGIN; \(script)")
            try step?(connection)
            try connection.executeScript("\(recording); COMMIT")
        } catch {
            if connection.isInTransaction { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
    }
}
