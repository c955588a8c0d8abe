import BankDomain

/// Version 5 of the schema: people, shares, and the rules the server holds for them.
///
/// A person is the PostgreSQL role that logs in. Every account has an owner (its opener; the
/// administrator who made the bank owns the demo accounts and those an older vbank opened), and an
/// owner may share an account with another person to view or to transfer. Row-level security,
/// forced on the table owner too, hides what a person may not see from every client (vbank, psql,
/// anything else), and refuses what they may not write; privileges go to the group role
/// ``people``, which an administrator grants to each person they admit. Only a superuser, a role
/// that bypasses row-level security, or the tables' owner administers the bank.
extension PostgresSchema {
    // MARK: - Constants

    /// The group role whose members are the bank's people.
    static let people = SharingRules.peopleRole
    /// The SQLSTATE of a migration that needs the group role made and may not make it.
    static let missingPeopleState = "VB001"

    /// The accounts the current person sees, as a condition on `column`: their own, and those
    /// shared with them. Inside another table's policy the account table's own policy applies to
    /// the subquery as well.
    static func seen(_ column: String) -> String {
        "\(column) IN (SELECT id FROM account)"
    }

    /// The accounts the current person may move money to and from, as a condition on `column`.
    static func movable(_ column: String) -> String {
        """
        \(column) IN (SELECT id FROM account WHERE owner = current_user
            UNION ALL SELECT account_id FROM account_share WHERE person = current_user AND level = 'transfer')
        """
    }

    // MARK: - Version 5

    static let version5 = [createPeople, owners, shares, authors, accountPolicies, ledgerPolicies, grants].joined(
        separator: "\n")

    // MARK: - Private

    /// The group role, made once for the whole server: two databases migrating at once may both
    /// find it missing, and the second then finds it made. Making it takes CREATEROLE; a database's
    /// owner without it is told to ask an administrator, rather than refused in the server's words.
    private static let createPeople = """
        DO $$
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '\(people)') THEN
                IF NOT (SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user) THEN
                    RAISE EXCEPTION 'the group role \(people) is missing' USING ERRCODE = '\(missingPeopleState)';
                END IF;
                CREATE ROLE \(people) NOLOGIN;
            END IF;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
        END
        $$;
        CREATE FUNCTION vbank_is_administrator(relation oid) RETURNS boolean LANGUAGE sql STABLE AS $f$
            SELECT rolsuper OR rolbypassrls
                OR pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = relation), 'MEMBER')
            FROM pg_roles WHERE rolname = current_user
        $f$;
        """

    /// Owners, and identifiers from a sequence: a person sees only some accounts, so the largest
    /// identifier they see is not the bank's.
    private static let owners = """
        CREATE SEQUENCE account_id_seq;
        SELECT setval('account_id_seq', coalesce((SELECT max(id) FROM account), 0) + 1, false);
        ALTER TABLE account ADD COLUMN owner name NOT NULL DEFAULT current_user;
        CREATE FUNCTION vbank_account_kept_by_owner() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF (to_jsonb(NEW) - 'balance_minor') IS DISTINCT FROM (to_jsonb(OLD) - 'balance_minor')
                AND (OLD.owner <> current_user OR NEW.owner <> OLD.owner)
                AND NOT vbank_is_administrator(TG_RELID)
            THEN
                RAISE EXCEPTION 'only %, who owns account %, may change it', OLD.owner, OLD.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN NEW;
        END
        $$;
        CREATE TRIGGER account_kept_by_owner BEFORE UPDATE ON account
            FOR EACH ROW EXECUTE FUNCTION vbank_account_kept_by_owner();
        """

    private static let shares = """
        CREATE TABLE account_share (
            account_id bigint NOT NULL REFERENCES account (id),
            person name NOT NULL,
            level text NOT NULL CHECK (level IN ('view', 'transfer')),
            granted_by name NOT NULL DEFAULT current_user,
            PRIMARY KEY (account_id, person)
        );
        CREATE INDEX account_share_person ON account_share (person, account_id);
        CREATE TRIGGER account_share_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_share
            FOR EACH STATEMENT EXECUTE FUNCTION vbank_bump_revision();
        """

    /// Every ledger row's writer, from now on: rows written before stay without one. The default
    /// is the login that inserts; the ledger's policy refuses a row naming another, and people may
    /// not update the ledger at all, so only an administrator can change an author afterwards.
    private static let authors = """
        ALTER TABLE ledger_entry ADD COLUMN author name;
        ALTER TABLE ledger_entry ALTER COLUMN author SET DEFAULT current_user;
        """

    /// A share names its granter, so that its policy need not read the account, whose policy
    /// reads the shares, and the account's policies do not read the account: policies that read
    /// each other, or themselves, would recurse.
    private static let accountPolicies = """
        ALTER TABLE account ENABLE ROW LEVEL SECURITY;
        ALTER TABLE account FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON account FOR SELECT
            USING (owner = current_user OR id IN (SELECT account_id FROM account_share WHERE person = current_user));
        CREATE POLICY opened ON account FOR INSERT WITH CHECK (owner = current_user);
        CREATE POLICY moved ON account FOR UPDATE
            USING (owner = current_user
                OR id IN (SELECT account_id FROM account_share WHERE person = current_user AND level = 'transfer'));
        ALTER TABLE account_share ENABLE ROW LEVEL SECURITY;
        ALTER TABLE account_share FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON account_share FOR SELECT USING (person = current_user OR granted_by = current_user);
        CREATE POLICY granted ON account_share FOR INSERT
            WITH CHECK (granted_by = current_user AND person <> current_user
                AND account_id IN (SELECT id FROM account WHERE owner = current_user));
        CREATE POLICY changed ON account_share FOR UPDATE USING (granted_by = current_user);
        CREATE POLICY taken_back ON account_share FOR DELETE USING (granted_by = current_user);
        """

    /// The ledger (its `words` column is the search index), the tallies and the cards follow
    /// their account.
    private static let ledgerPolicies =
        (["ledger_entry", "ledger_tally", "card"] + periodTallies.map(\.table)).map { table in
            """
            ALTER TABLE \(table) ENABLE ROW LEVEL SECURITY;
            ALTER TABLE \(table) FORCE ROW LEVEL SECURITY;
            CREATE POLICY seen ON \(table) FOR SELECT USING (\(seen("account_id")));
            CREATE POLICY written ON \(table) FOR INSERT
                WITH CHECK (\(movable("account_id"))\(table == "ledger_entry" ? " AND author = current_user" : ""));
            CREATE POLICY changed ON \(table) FOR UPDATE USING (\(movable("account_id")));
            """
        }.joined(separator: "\n")

    /// What people may do at all; the policies above narrow it to their rows. Nobody but an
    /// administrator removes an account; ledger rows are corrected and removed from version 7 on,
    /// each change recorded (``version7``).
    private static let grants = """
        DO $$
        BEGIN
            EXECUTE format('GRANT USAGE ON SCHEMA %I TO \(people)', current_schema());
        END
        $$;
        GRANT SELECT ON vbank_migration TO \(people);
        GRANT SELECT, UPDATE ON bank_revision TO \(people);
        GRANT SELECT, INSERT, UPDATE ON account, card, settings, ledger_tally, \
        \(periodTallies.map(\.table).joined(separator: ", ")) TO \(people);
        GRANT SELECT, INSERT ON ledger_entry TO \(people);
        GRANT SELECT, INSERT, UPDATE, DELETE ON account_share TO \(people);
        GRANT USAGE ON SEQUENCE account_id_seq, ledger_entry_id_seq TO \(people);
        """
}
