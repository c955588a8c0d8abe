import BankDomain
import BankStorage

/// Version 14 of the schema: money moves through the bank's own functions, which the server
/// holds to the rules whatever client calls them, and a transfer carries the key it was
/// confirmed with (``RequestKey``), kept on its rows: the same key again returns the first
/// outcome and moves nothing.
///
/// The functions are `SECURITY DEFINER`, owned by the owner of the bank's tables, with a fixed
/// `search_path`. Who calls is `session_user`, the login: `SET ROLE` to the people's group, or to
/// any role a person is a member of, changes nothing about whose accounts they move. Row-level
/// security, forced on the owner too, lets the functions read and write every row through a
/// policy of its own (``inServerFunction``), which holds only while a login other than the owner
/// runs one of the owner's functions; the functions then check the person's rights themselves.
///
/// A refusal carries a SQLSTATE of vbank's own (`VB1..`) and the facts in its message; vbank
/// checks the same rules first, in its own words, and reads the server's refusal as the rule
/// that holds.
extension PostgresSchema {
    // MARK: - Constants

    /// The SQLSTATEs of the functions' refusals: every one begins with this.
    static let refusalStatePrefix = "VB1"
    /// The SQLSTATE of a key given before to another request, or by another person, and the
    /// beginning of its message, by which vbank knows the refusal.
    static let keyReusedState = "VB110"
    static let keyReusedPrefix = "the key "

    /// The declarations of who calls a function: the login (`session_user`, which `SET ROLE` does
    /// not change), and whether they administer the bank (a superuser, or a role that bypasses
    /// row-level security).
    static let caller = """
        v_person name := session_user;
            v_administrator boolean := (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = session_user);
        """

    /// The call of a transfer: key, source, destination, amount in minor units, memo, date, and the
    /// search words of the source's row and the destination's.
    static let transferCall = "SELECT vbank_transfer($1, $2, $3, $4, $5, $6, $7, $8)"

    // MARK: - Version 14

    static let version14 = [
        requestKeys, serverFunctionPolicies, transfer, balanceIsItsLedger, verifyFunctions, ownership,
    ].joined(
        separator: "\n")

    // MARK: - Private

    private static let transferSignature =
        "vbank_transfer(text, bigint, bigint, bigint, text, double precision, text, text)"

    /// The tables the functions read and write.
    private static let tablesOfFunctions =
        ["account", "account_share", "ledger_entry", "ledger_tally", calendarDayTally] + periodTallies.map(\.table)

    private static let requestKeys = """
        ALTER TABLE ledger_entry ADD COLUMN request_key text;
        CREATE UNIQUE INDEX ledger_entry_request ON ledger_entry (request_key, type) WHERE request_key IS NOT NULL;
        """

    /// True while a login other than the bank's owner runs one of the owner's functions: inside a
    /// `SECURITY DEFINER` function `current_user` is its owner and `session_user` the login. When
    /// the owner is the login too, a function that must read the whole bank says so by
    /// ``wholeBankSetting``, which counts only for the owner, who may lift the policies anyway.
    private static let inServerFunction = """
        CREATE FUNCTION vbank_in_server_function() RETURNS boolean LANGUAGE sql STABLE AS $f$
            SELECT (current_user <> session_user OR current_setting('\(wholeBankSetting)', true) = 'on')
                AND current_user = (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = 'account'::regclass)
        $f$;
        """

    /// On the ledger and the tallies the function is asked once a query (an init plan), not once
    /// a row. The shares' policies must hold no subquery: the account's policies read the shares,
    /// and a subquery in theirs would make the server expand them within themselves.
    private static let serverFunctionPolicies =
        inServerFunction
        + tablesOfFunctions.map { table in
            let asked =
                ["account", "account_share"].contains(table)
                ? "vbank_in_server_function()" : "(SELECT vbank_in_server_function())"
            return """
                CREATE POLICY server_function ON \(table) USING (\(asked)) WITH CHECK (\(asked));
                """
        }.joined(separator: "\n")

    /// Refuses a key that is not one vbank makes, for `what` (``RequestKey``).
    static func checkKey(of what: String) -> String {
        """
        IF p_key IS NULL OR p_key !~ '^[0-9a-z]{\(RequestKey.length)}$' THEN
                RAISE EXCEPTION '\(what) needs a key of \(RequestKey.length) letters and digits' USING ERRCODE = 'VB111';
            END IF;
        """
    }

    /// The caller's access to the account `account` (an alias): `own` for its owner or an
    /// administrator, the level of its share with them, or null when they do not see it.
    static func access(of account: String) -> String {
        """
        CASE WHEN \(account).owner = v_person OR v_administrator THEN 'own'
                ELSE (SELECT level FROM account_share AS s WHERE s.account_id = \(account).id AND s.person = v_person) END
        """
    }

    /// A day has begun somewhere on Earth once it has begun at UTC+14: the latest day begun, as
    /// days since 1970.
    static let latestDayBegun = "((now() AT TIME ZONE 'UTC') + interval '14 hours')::date - date '1970-01-01'"

    /// Reads the account `id` into `variable` (a record) with the person's access to it, the
    /// query ``access`` makes inline: a function called per account cost a transfer a quarter of
    /// its time on the server, while it held the hot account's lock.
    static func readMovable(_ variable: String, id: String) -> String {
        """
        SELECT a.*, \(access(of: "a")) AS access
            INTO \(variable) FROM account AS a WHERE a.id = \(id);
            IF NOT FOUND OR \(variable).access IS NULL THEN
                RAISE EXCEPTION 'there is no account %', \(id) USING ERRCODE = 'VB100';
            ELSIF \(variable).access = 'view' THEN
                RAISE EXCEPTION '% shared % with you to view only', \(variable).owner, \(variable).name
                    USING ERRCODE = 'VB101';
            ELSIF \(variable).closed_at IS NOT NULL THEN
                RAISE EXCEPTION 'the account % is closed', \(variable).name USING ERRCODE = 'VB102';
            END IF;
        """
    }

    /// Takes the revision row first, as every vbank write does, so that writes queue instead of
    /// deadlocking and a key is looked up with no other writer of it in flight.
    private static let transfer = """
        CREATE FUNCTION vbank_transfer(
            p_key text, p_source bigint, p_destination bigint, p_minor bigint, p_memo text, p_date double precision,
            p_source_words text, p_destination_words text)
        RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_source record;
            v_destination record;
            v_earlier record;
            v_available bigint;
            v_entries bigint;
            v_net numeric;
        BEGIN
            \(checkKey(of: "a transfer"))
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            SELECT max(account_id) FILTER (WHERE type = 'debit') AS source,
                max(account_id) FILTER (WHERE type = 'credit') AS destination,
                max(amount_minor) AS minor, max(author) AS author, count(*) AS rows
            INTO v_earlier FROM ledger_entry WHERE request_key = p_key;
            IF v_earlier.rows > 0 THEN
                IF v_earlier.author IS DISTINCT FROM v_person OR v_earlier.source IS DISTINCT FROM p_source
                    OR v_earlier.destination IS DISTINCT FROM p_destination OR v_earlier.minor <> p_minor
                THEN
                    RAISE EXCEPTION '\(keyReusedPrefix)% was given to another request', p_key
                        USING ERRCODE = '\(keyReusedState)';
                END IF;
                RETURN false;
            END IF;
            IF p_source = p_destination THEN
                RAISE EXCEPTION 'a transfer needs two different accounts' USING ERRCODE = 'VB103';
            END IF;
            PERFORM 1 FROM account WHERE id IN (p_source, p_destination) ORDER BY id FOR UPDATE;
            \(readMovable("v_source", id: "p_source"))
            \(readMovable("v_destination", id: "p_destination"))
            IF v_source.currency <> v_destination.currency THEN
                RAISE EXCEPTION '% is in %, % in %', v_source.name, v_source.currency, v_destination.name,
                    v_destination.currency USING ERRCODE = 'VB104';
            END IF;
            IF p_minor IS NULL OR p_minor <= 0 OR p_minor > \(MoneyBounds.maximumMinor) THEN
                RAISE EXCEPTION 'a transfer moves more than nothing and at most \(MoneyBounds.maximumMinor) minor units'
                    USING ERRCODE = 'VB105';
            END IF;
            IF p_memo IS NULL OR length(p_memo) > \(MemoText.maximumLength) THEN
                RAISE EXCEPTION 'a memo has at most \(MemoText.maximumLength) characters' USING ERRCODE = 'VB108';
            END IF;
            IF p_date IS NULL OR p_date < \(Int(NewTransaction.recordableDates.lowerBound.timeIntervalSince1970))
                OR p_date >= \(Int(NewTransaction.recordableDates.upperBound.timeIntervalSince1970))
            THEN
                RAISE EXCEPTION 'the ledger records no row on that date' USING ERRCODE = 'VB109';
            END IF;
            v_available := v_source.balance_minor
                + CASE WHEN v_source.type = 'credit' THEN v_source.credit_limit_minor ELSE 0 END;
            IF p_minor > v_available THEN
                RAISE EXCEPTION '% has % minor units available, less than %', v_source.name, v_available, p_minor
                    USING ERRCODE = 'VB106';
            END IF;
            IF v_source.balance_minor - p_minor < -\(MoneyBounds.maximumMinor)
                OR v_source.balance_minor > \(MoneyBounds.maximumMinor)
                OR v_destination.balance_minor + p_minor > \(MoneyBounds.maximumMinor)
                OR v_destination.balance_minor < -\(MoneyBounds.maximumMinor)
            THEN
                RAISE EXCEPTION 'the balance would be beyond \(MoneyBounds.maximumMinor) minor units'
                    USING ERRCODE = 'VB107';
            END IF;
            UPDATE account SET balance_minor = balance_minor + CASE WHEN id = p_source THEN -p_minor ELSE p_minor END
            WHERE id IN (p_source, p_destination);
            \(LedgerWrite.insertSQL(
                from: """
                    SELECT * FROM (VALUES
                        (p_source, p_date, NULL::integer, p_memo, 'transfer', p_minor, 'debit', v_destination.name,
                            NULL::bigint, NULL::bigint, p_source_words, 1),
                        (p_destination, p_date, NULL::integer, p_memo, 'transfer', p_minor, 'credit', v_source.name,
                            NULL::bigint, NULL::bigint, p_destination_words, 2)
                    ) AS r(\(LedgerWrite.columnNames.joined(separator: ", ")), ordinal)
                    """,
                stamping: [("author", "v_person"), ("request_key", "p_key")],
                into: "v_entries, v_net"));
            RETURN true;
        END
        $f$;
        """

    /// The functions belong to the owner of the bank's tables, search only the bank's schema,
    /// and are the people's to call: nobody else's.
    private static let ownership = ownedByTheBank(
        ["vbank_in_server_function()", transferSignature, verifySignature, unbalancedTransfersSignature]
            + balanceFunctions)

    /// Gives the functions of `signatures` to the owner of the bank's tables, with only the bank's
    /// schema to search, and lets the people call them, and nobody else; `helpers` are called
    /// only by those functions, so nobody is let call them.
    static func ownedByTheBank(_ signatures: [String], helpers: [String] = []) -> String {
        func array(_ functions: [String]) -> String {
            "ARRAY[\(functions.map { "'\($0)'" }.joined(separator: ", "))]::text[]"
        }
        return """
            DO $$
            DECLARE
                bank_owner name := (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = 'account'::regclass);
                path text := format('%I, pg_temp', current_schema());
                function text;
            BEGIN
                FOREACH function IN ARRAY \(array(signatures + helpers))
                LOOP
                    EXECUTE format('ALTER FUNCTION %s OWNER TO %I', function, bank_owner);
                    EXECUTE format('ALTER FUNCTION %s SET search_path = %s', function, path);
                    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', function);
                END LOOP;
                FOREACH function IN ARRAY \(array(signatures))
                LOOP
                    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO \(people)', function);
                END LOOP;
            END
            $$;
            """
    }
}
