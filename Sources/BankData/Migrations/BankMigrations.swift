import BankDomain
import BankStorage
import GRDB

/// The database's schema, one migration per released change. Never edit a shipped migration:
/// add the next one.
enum BankMigrations {
    /// The migrator that brings any database up to date.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: accounts, ledger, cards, settings") { db in
            try createAccounts(db)
            try createLedger(db)
            try createCards(db)
            try createSettings(db)
        }
        migrator.registerMigration("v2: import keys") { db in
            // A statement row's key, so importing the same statement again adds nothing twice.
            try db.execute(
                sql: """
                    ALTER TABLE ledgerEntry ADD COLUMN importKey INTEGER;
                    CREATE UNIQUE INDEX ledgerEntry_import ON ledgerEntry(accountId, importKey)
                        WHERE importKey IS NOT NULL;
                    """
            )
        }
        migrator.registerMigration("v3: sort keys, tallies, the search index and import keys by day") { db in
            try addSortKeys(db)
            try LedgerTally.create(db)
            try SearchIndex.create(db)
            try StatementImportKey.rekeyHashOnlyKeys(db)
        }
        migrator.registerMigration("v4: tallies by day, hour and quarter of an hour") { db in
            try LedgerPeriodTally.create(db)
        }
        migrator.registerMigration("v5: opening balances") { db in
            try OpeningBalances.create(db)
        }
        migrator.registerMigration("v6: notices of other sessions' changes") { db in
            try db.execute(sql: "ALTER TABLE settings ADD COLUMN showsNotices BOOLEAN NOT NULL DEFAULT 1")
        }
        migrator.registerMigration("v7: closed accounts") { db in
            // NULL while the account is open; when it was closed, in seconds since 1970.
            try db.execute(sql: "ALTER TABLE account ADD COLUMN closedAt DOUBLE")
        }
        migrator.registerMigration("v8: what the user gave and meant", migrate: TrustMigration.migrate)
        migrator.registerMigration("v9: corrections, notes and undo", migrate: CorrectionLog.create)
        migrator.registerMigration("v10: reconciliations", migrate: ReconciliationLog.create)
        migrator.registerMigration("v11: categories and rules", migrate: CategoryLog.create)
        migrator.registerMigration("v12: statement imports", migrate: ImportLog.create)
        migrator.registerMigration("v13: transfers kept with their keys") { db in
            // The key a transfer was confirmed with, on both its rows: the same key again is the
            // same transfer (RequestKey).
            try db.execute(
                sql: """
                    ALTER TABLE ledgerEntry ADD COLUMN requestKey TEXT;
                    CREATE UNIQUE INDEX ledgerEntry_request ON ledgerEntry (requestKey, type) WHERE requestKey IS NOT NULL;
                    """)
        }
        return migrator
    }

    // MARK: - Stamp

    /// SQLite's application id for a vbank bank, "vbnk" in ASCII: `file` names the format by it.
    static let applicationID: Int32 = 0x7662_6E6B

    /// Whether `db` carries the stamp ``stamp(_:)`` leaves at this vbank's version: every
    /// migration applied and the bank filled. One statement on the file's header, so opening a
    /// current bank consults neither the migrator nor the ledger.
    static func isStampedCurrent(_ db: Database) throws -> Bool {
        let sql =
            "SELECT a.application_id, u.user_version FROM pragma_application_id AS a, pragma_user_version AS u"
        guard let row = try Row.fetchOne(db, sql: sql), row[0] as Int32 == applicationID else { return false }
        return row[1] as Int == migrator.migrations.count
    }

    /// Stamps `db` as a bank at this vbank's version, inside the transaction that found it
    /// migrated and filled, so the stamp never says more than the file holds. A newer vbank's
    /// stamp is another number, which sends the opening down the migrator's path, where it is
    /// refused.
    static func stamp(_ db: Database) throws {
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        try db.execute(sql: "PRAGMA user_version = \(migrator.migrations.count)")
    }

    // MARK: - Versions

    /// The version a database's applied migrations make it, against the versions this vbank
    /// knows; nil when it has none of them, so it is not a vbank bank.
    static func version(of db: Database) throws -> BankCheckReport.Version? {
        let known = migrator.migrations
        let applied = try migrator.appliedIdentifiers(db)
        guard !applied.isEmpty else { return nil }
        if !applied.isSubset(of: known) {
            return .newer(known: known.count)
        }
        return applied.count == known.count ? .current(known.count) : .older(applied.count, current: known.count)
    }

    // MARK: - Private

    /// Lists walk the ledger by sort key (``LedgerSortKey``): one index for an account's rows and
    /// one for its rows of a category and type. They replace the indexes by date; the newest
    /// rows of all accounts are the accounts' newest, merged.
    private static func addSortKeys(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE ledgerEntry ADD COLUMN sortKey INTEGER
                    GENERATED ALWAYS AS (\(LedgerSortKey.columnExpression)) VIRTUAL;
                DROP INDEX ledgerEntry_account_date;
                DROP INDEX ledgerEntry_date;
                CREATE INDEX ledgerEntry_account_sortKey ON ledgerEntry(accountId, sortKey);
                CREATE INDEX ledgerEntry_account_group ON ledgerEntry(accountId, category, type, sortKey);
                """
        )
    }

    private static func createAccounts(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE account (
                    id INTEGER PRIMARY KEY,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    type TEXT NOT NULL CHECK (type IN ('checking', 'savings', 'credit')),
                    number TEXT NOT NULL,
                    iban TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    balanceMinor INTEGER NOT NULL,
                    creditLimitMinor INTEGER NOT NULL DEFAULT 0 CHECK (creditLimitMinor >= 0)
                )
                """
        )
    }

    private static func createLedger(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE ledgerEntry (
                    id INTEGER PRIMARY KEY,
                    accountId INTEGER NOT NULL REFERENCES account(id),
                    date DOUBLE NOT NULL,
                    memo TEXT NOT NULL,
                    category TEXT NOT NULL,
                    amountMinor INTEGER NOT NULL CHECK (amountMinor > 0),
                    type TEXT NOT NULL CHECK (type IN ('credit', 'debit')),
                    counterparty TEXT NOT NULL
                );
                CREATE INDEX ledgerEntry_account_date ON ledgerEntry(accountId, date DESC, id DESC);
                CREATE INDEX ledgerEntry_date ON ledgerEntry(date DESC, id DESC);
                """
        )
    }

    private static func createCards(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE card (
                    id INTEGER PRIMARY KEY,
                    accountId INTEGER NOT NULL REFERENCES account(id),
                    number TEXT NOT NULL,
                    holder TEXT NOT NULL,
                    expiryMonth INTEGER NOT NULL CHECK (expiryMonth BETWEEN 1 AND 12),
                    expiryYear INTEGER NOT NULL,
                    status TEXT NOT NULL CHECK (status IN ('active', 'frozen')),
                    monthlyLimitMinor INTEGER NOT NULL CHECK (monthlyLimitMinor > 0)
                )
                """
        )
    }

    private static func createSettings(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE settings (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    pageSize INTEGER NOT NULL,
                    showsBalances BOOLEAN NOT NULL,
                    usesColour BOOLEAN NOT NULL
                )
                """
        )
    }
}
