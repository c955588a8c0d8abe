import BankDomain
import BankStorage

/// The bank's schema on PostgreSQL, one migration per released change, applied on first use
/// under an advisory lock so that sessions starting together apply each once. Never edit a
/// shipped migration: add the next one.
///
/// Lists walk `(account_id, second, id)` backwards, the order of SQLite's sort key; search reads a
/// GIN index of each row's folded words (``SearchWords``), stored as given. Every statement that
/// changes the bank moves `bank_revision`, by a trigger, so sessions know when what they read went
/// stale, whoever wrote it.
enum PostgresSchema {
    // MARK: - Constants

    /// The advisory lock migrations and the demo bank are written under: "vbank" in ASCII.
    static let migrationLock = "508456693355"

    /// The tally of rows of calendar days, by day (``CalendarDayTally``).
    static let calendarDayTally = "ledger_calendar_day_tally"

    /// The tallies by period, coarsest first, with the bucket of a row's second in each.
    static let periodTallies: [(table: String, level: LedgerPeriodTally.Level)] = [
        ("ledger_day_tally", LedgerPeriodTally.day),
        ("ledger_hour_tally", LedgerPeriodTally.hour),
        ("ledger_quarter_hour_tally", LedgerPeriodTally.quarterHour),
    ]

    /// The migrations, in order; a database has applied a prefix of them.
    static let migrations: [(name: String, sql: String)] = [
        ("v1: accounts, ledger, cards, settings, tallies, search and the revision", version1),
        ("v2: ledger categories and types compared bytewise, its accounts checked once a statement", version2),
        ("v3: ledger rows announced to other sessions, notices in the settings", version3),
        ("v4: closed accounts", "ALTER TABLE account ADD COLUMN closed_at double precision"),
        ("v5: people, owners, shares and row-level security", version5),
        ("v6: what the user gave and meant", version6),
        ("v7: corrections, notes and undo", version7),
        ("v8: corrections announced to other sessions", version8),
        ("v9: reconciliations", version9),
        ("v10: categories and rules of each person", version10),
        ("v11: cards a person adds", version11),
        ("v12: statement imports", version12),
        ("v13: settings of each person", version13),
        ("v14: money moved by server functions; transfers kept with their keys", version14),
        ("v15: accounts and shares changed by server functions; openings and shares kept with their keys", version15),
        ("v16: cards and settings changed by server functions", version16),
        ("v17: imports kept with their keys", version17),
        ("v18: money spent and received recorded by a server function, kept with its key", version18),
        ("v19: reconciliations recorded by a server function", version19),
        ("v20: the ledger corrected, split and undone by server functions", version20),
        ("v21: categories and rules changed by server functions", version21),
        ("v22: statements imported by a server function from a staging table of the session", version22),
        ("v23: the people write only through the functions of the bank", version23),
    ]

    /// What a migration does in Swift after its SQL, in the same transaction, by its number.
    static let afterMigration: [Int: @Sendable (PostgresConnection) throws -> Void] = [
        6: giveRowsTheirDays
    ]

    /// The channel a statement that adds ledger rows notifies: `SCHEMA rows ID,ID,…` for single
    /// rows, `SCHEMA imported ACCOUNT COUNT` for imported ones; and one that records corrections,
    /// `SCHEMA corrected ID,ID,…`.
    static let ledgerChannel = "vbank_ledger"
    /// The most single rows one statement names; a statement that adds more is a burst anyway.
    static let announcedRows = 100

    /// The bucket of a row's `second` in `level`, as SQL: the same as ``LedgerPeriodTally/Level/bucket(of:)``.
    static func bucket(_ level: LedgerPeriodTally.Level, of column: String = "second") -> String {
        "((\(column) + \(LedgerPeriodTally.epochOffset)) / \(level.seconds))"
    }

    // MARK: - Private

    private static let version1 = """
        CREATE TABLE bank_revision (
            id integer PRIMARY KEY CHECK (id = 1),
            revision bigint NOT NULL
        );
        INSERT INTO bank_revision (id, revision) VALUES (1, 0);
        CREATE FUNCTION vbank_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            RETURN NULL;
        END
        $$;
        CREATE TABLE account (
            id bigint PRIMARY KEY,
            position integer NOT NULL,
            name text NOT NULL,
            type text NOT NULL CHECK (type IN ('checking', 'savings', 'credit')),
            number text NOT NULL,
            iban text NOT NULL,
            currency text NOT NULL,
            balance_minor bigint NOT NULL,
            credit_limit_minor bigint NOT NULL DEFAULT 0 CHECK (credit_limit_minor >= 0),
            opening_balance_minor bigint NOT NULL DEFAULT 0
        );
        CREATE TABLE ledger_entry (
            id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            account_id bigint NOT NULL REFERENCES account (id),
            date double precision NOT NULL,
            second bigint NOT NULL,
            memo text NOT NULL,
            category text NOT NULL,
            amount_minor bigint NOT NULL CHECK (amount_minor > 0),
            type text NOT NULL CHECK (type IN ('credit', 'debit')),
            counterparty text NOT NULL,
            import_key bigint,
            words tsvector NOT NULL
        );
        CREATE INDEX ledger_entry_page ON ledger_entry (account_id, second, id);
        CREATE INDEX ledger_entry_group ON ledger_entry (account_id, category, type, second, id);
        CREATE UNIQUE INDEX ledger_entry_import ON ledger_entry (account_id, import_key)
            WHERE import_key IS NOT NULL;
        CREATE INDEX ledger_entry_words ON ledger_entry USING gin (words);
        CREATE TABLE card (
            id bigint PRIMARY KEY,
            account_id bigint NOT NULL REFERENCES account (id),
            number text NOT NULL,
            holder text NOT NULL,
            expiry_month integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
            expiry_year integer NOT NULL,
            status text NOT NULL CHECK (status IN ('active', 'frozen')),
            monthly_limit_minor bigint NOT NULL CHECK (monthly_limit_minor > 0)
        );
        CREATE TABLE settings (
            id integer PRIMARY KEY CHECK (id = 1),
            page_size integer NOT NULL,
            shows_balances boolean NOT NULL,
            uses_colour boolean NOT NULL
        );
        CREATE TABLE ledger_tally (
            account_id bigint NOT NULL,
            category text NOT NULL,
            type text NOT NULL,
            entries bigint NOT NULL,
            amount_minor bigint NOT NULL,
            PRIMARY KEY (account_id, category, type)
        );
        """
        + periodTallies.map { tally in
            """
            CREATE TABLE \(tally.table) (
                account_id bigint NOT NULL,
                bucket bigint NOT NULL,
                category text NOT NULL,
                type text NOT NULL,
                entries bigint NOT NULL,
                amount_minor bigint NOT NULL,
                PRIMARY KEY (account_id, bucket, category, type)
            );
            """
        }.joined()
        + ["account", "ledger_entry", "card", "settings"].map { table in
            """
            CREATE TRIGGER \(table)_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON \(table)
                FOR EACH STATEMENT EXECUTE FUNCTION vbank_bump_revision();
            """
        }.joined()

    /// An import of a million rows spent a fifth of its time in the ledger's per-row checks. The
    /// foreign key to `account` looked the account up once a row (3 s a million); the check
    /// below looks up each account a statement names once, under the same key-share lock, and
    /// the account side refuses to lose an account that rows name. Category and type, compared
    /// in the database's locale, made every insert into the index by group compare strings by
    /// locale (2 s a million); their values are ASCII words, which sort alike bytewise.
    private static let version2 = """
        ALTER TABLE ledger_entry
            DROP CONSTRAINT ledger_entry_account_id_fkey,
            ALTER COLUMN category SET DATA TYPE text COLLATE "C",
            ALTER COLUMN type SET DATA TYPE text COLLATE "C";
        CREATE FUNCTION vbank_ledger_accounts_exist() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM 1 FROM account WHERE id IN (SELECT account_id FROM written) FOR KEY SHARE;
            IF EXISTS (
                SELECT 1 FROM written WHERE NOT EXISTS (SELECT 1 FROM account WHERE account.id = written.account_id))
            THEN
                RAISE EXCEPTION 'a ledger row names an account that does not exist'
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
            RETURN NULL;
        END
        $$;
        CREATE TRIGGER ledger_entry_account_inserted AFTER INSERT ON ledger_entry
            REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION vbank_ledger_accounts_exist();
        CREATE TRIGGER ledger_entry_account_updated AFTER UPDATE ON ledger_entry
            REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION vbank_ledger_accounts_exist();
        CREATE FUNCTION vbank_account_keeps_its_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'TRUNCATE' THEN
                IF EXISTS (SELECT 1 FROM ledger_entry) THEN
                    RAISE EXCEPTION 'accounts cannot be emptied while ledger rows name them'
                        USING ERRCODE = 'foreign_key_violation';
                END IF;
            ELSIF EXISTS (SELECT 1 FROM ledger_entry WHERE account_id = OLD.id) THEN
                RAISE EXCEPTION 'an account that ledger rows name cannot be removed'
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
            RETURN NULL;
        END
        $$;
        CREATE TRIGGER account_deleted_keeps_ledger AFTER DELETE ON account
            FOR EACH ROW EXECUTE FUNCTION vbank_account_keeps_its_ledger();
        CREATE TRIGGER account_renumbered_keeps_ledger AFTER UPDATE OF id ON account
            FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION vbank_account_keeps_its_ledger();
        CREATE TRIGGER account_truncated_keeps_ledger BEFORE TRUNCATE ON account
            FOR EACH STATEMENT EXECUTE FUNCTION vbank_account_keeps_its_ledger();
        """

    /// `NOTIFY` is sent when the transaction commits, and not at all when it, or the savepoint it
    /// was sent under, rolls back, so a session is never told of rows that were not kept. The
    /// payload names the rows themselves (at most ``announcedRows``), or, for imported rows, their
    /// account and how many: identifiers alone could not tell one transaction's rows from those of
    /// another that took identifiers in the same range at the same time.
    private static let version3 = """
        ALTER TABLE settings ADD COLUMN shows_notices boolean NOT NULL DEFAULT true;
        CREATE FUNCTION vbank_announce_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            single text;
        BEGIN
            SELECT string_agg(id::text, ',' ORDER BY id) INTO single
            FROM (SELECT id FROM added WHERE import_key IS NULL ORDER BY id LIMIT \(announcedRows)) AS first_rows;
            IF single IS NOT NULL THEN
                PERFORM pg_notify('\(ledgerChannel)', concat_ws(' ', current_schema(), 'rows', single));
            END IF;
            PERFORM pg_notify('\(ledgerChannel)', concat_ws(' ', current_schema(), 'imported', account_id, count(*)))
            FROM added WHERE import_key IS NOT NULL GROUP BY account_id;
            RETURN NULL;
        END
        $$;
        CREATE TRIGGER ledger_entry_announced AFTER INSERT ON ledger_entry
            REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vbank_announce_ledger();
        """
}
