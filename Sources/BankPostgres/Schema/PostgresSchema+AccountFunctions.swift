import BankDomain
import BankStorage

/// Version 15 of the schema: accounts and their shares change only through the bank's own
/// functions, as money does since version 14. Opening, renaming, closing, reopening an account,
/// setting a credit limit, sharing and taking a share back are each a `SECURITY DEFINER` function
/// that checks who calls (`session_user`), whether they own the account, and every rule the
/// server can hold; people keep `SELECT` on both tables and lose `INSERT`, `UPDATE`, `DELETE` and
/// `TRUNCATE`, but for the balance itself, which the ledger's writers still move beside their rows
/// and which the check at commit holds to its ledger (``balanceIsItsLedger``).
///
/// Opening an account and sharing one carry the key they were confirmed with: a table the people
/// cannot read keeps each key with its sender, what it asked for and its outcome, so the same key
/// again answers with the first outcome and changes nothing.
extension PostgresSchema {
    // MARK: - Constants

    /// The calls, by their parameters in order.
    static let openAccountCall =
        "SELECT vbank_open_account($1, $2, $3, $4, $5, $6::bigint, $7::bigint, $8::integer, $9::double precision, $10)"
    static let renameAccountCall = "SELECT vbank_rename_account($1::bigint, $2)"
    static let closeAccountCall = "SELECT vbank_close_account($1::bigint, $2::double precision)"
    static let reopenAccountCall = "SELECT vbank_reopen_account($1::bigint)"
    static let creditLimitCall = "SELECT vbank_set_credit_limit($1::bigint, $2::bigint)"
    static let shareCall = "SELECT vbank_share($1, $2::bigint, $3, $4)"
    static let unshareCall = "SELECT vbank_unshare($1::bigint, $2)"
    /// The account the last opening in this transaction made or found by its key.
    static let openedAccount = "current_setting('vbank.opened_account')::bigint"

    // MARK: - Version 15

    static let version15 = [
        requestKeyTable, keyed, openAccount, accountChanges, sharing,
        ownedByTheBank(
            accountFunctionSignatures, helpers: ["vbank_keyed(text, text, text)", "vbank_owned_account(bigint)"]),
        accountWritesRevoked,
    ].joined(separator: "\n")

    // MARK: - Private

    private static let accountFunctionSignatures = [
        "vbank_open_account(text, text, text, text, text, bigint, bigint, integer, double precision, text)",
        "vbank_rename_account(bigint, text)",
        "vbank_close_account(bigint, double precision)", "vbank_reopen_account(bigint)",
        "vbank_set_credit_limit(bigint, bigint)", "vbank_share(text, bigint, text, text)",
        "vbank_unshare(bigint, text)",
    ]

    /// The keys of changes other than transfers (whose keys stay on their ledger rows).
    private static let requestKeyTable = """
        CREATE TABLE request_key (
            key text PRIMARY KEY,
            person name NOT NULL,
            request text NOT NULL,
            outcome bigint NOT NULL,
            made_at timestamptz NOT NULL DEFAULT now()
        );
        """

    /// The outcome of the key `p_key` when the login sent it before for the same `p_request`;
    /// null for a key never sent; refused when it was sent for another request or by another.
    private static let keyed = """
        CREATE FUNCTION vbank_keyed(p_key text, p_request text, p_person text) RETURNS bigint
        LANGUAGE plpgsql AS $f$
        DECLARE
            v_earlier record;
        BEGIN
            \(checkKey(of: "a change"))
            SELECT * INTO v_earlier FROM request_key WHERE key = p_key;
            IF NOT FOUND THEN
                RETURN NULL;
            ELSIF v_earlier.person <> p_person OR v_earlier.request <> p_request THEN
                RAISE EXCEPTION '\(keyReusedPrefix)% was given to another request', p_key USING ERRCODE = '\(keyReusedState)';
            END IF;
            RETURN v_earlier.outcome;
        END
        $f$;
        """

    /// A name as the server holds it: cleaned (no blanks at its ends, no control character), not
    /// a number, and at most four code points a character of ``AccountRules/maximumNameLength``,
    /// as the server counts code points, several of which may make one character.
    private static func checkName(_ name: String) -> String {
        """
        IF \(name) IS NULL OR \(name) = '' OR \(name) <> btrim(\(name)) OR \(name) ~ '[[:cntrl:]]'
            OR \(name) ~ '^[0-9]+$' OR char_length(\(name)) > \(AccountRules.maximumNameLength * 4)
        THEN
            RAISE EXCEPTION 'an account''s name is one line of words, not a number' USING ERRCODE = 'VB130';
        END IF;
        """
    }

    /// Refuses `name` when an open account `person` sees other than `id` has it, in any case.
    private static func checkNameIsFree(_ name: String, person: String, renaming id: String = "0") -> String {
        """
        IF EXISTS (SELECT 1 FROM account AS a WHERE a.closed_at IS NULL AND a.id <> \(id)
            AND lower(a.name) = lower(\(name)) AND (a.owner = \(person)
                OR a.id IN (SELECT account_id FROM account_share WHERE person = \(person))))
        THEN
            RAISE EXCEPTION 'there is an account named % already', \(name) USING ERRCODE = 'VB131';
        END IF;
        """
    }

    private static let openAccount = """
        CREATE FUNCTION vbank_open_account(
            p_key text, p_name text, p_type text, p_currency text, p_iban text, p_opening bigint, p_limit bigint,
            p_opened_on integer, p_opening_date double precision, p_opening_words text)
        RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            v_person name := session_user;
            v_request text := concat_ws(' ', p_name, p_type, p_currency, p_iban, p_opening, p_limit, p_opened_on);
            v_id bigint;
            v_entries bigint;
            v_net numeric;
        BEGIN
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            v_id := vbank_keyed(p_key, v_request, v_person);
            IF v_id IS NULL THEN
                \(checkName("p_name"))
                \(checkNameIsFree("p_name", person: "v_person"))
                IF p_currency IS NULL OR NOT (p_currency = ANY (ARRAY[\(Currency.isoCodes.map { "'\($0)'" }.joined(separator: ","))])) THEN
                    RAISE EXCEPTION '% is not an ISO 4217 currency', p_currency USING ERRCODE = 'VB132';
                END IF;
                IF p_opening IS NULL OR p_limit IS NULL OR abs(p_opening) > \(MoneyBounds.maximumMinor)
                    OR p_limit < 0 OR p_limit > \(MoneyBounds.maximumMinor)
                    OR p_type <> 'credit' AND (p_limit <> 0 OR p_opening < 0)
                    OR p_type = 'credit' AND (p_opening > 0 OR -p_opening > p_limit)
                    OR p_opening <> 0 AND (p_opened_on IS NULL OR p_opening_date IS NULL)
                THEN
                    RAISE EXCEPTION 'a % account opens with % and a limit of % minor units: the bank''s rules refuse it',
                        p_type, p_opening, p_limit USING ERRCODE = 'VB133';
                END IF;
                IF p_opened_on IS NOT NULL AND (p_opened_on > (current_date - date '1970-01-01') + 1
                    OR p_opened_on < \(NewTransaction.recordableDays.lowerBound))
                THEN
                    RAISE EXCEPTION 'an account opens on a day the ledger records, and not after today'
                        USING ERRCODE = 'VB134';
                END IF;
                v_id := nextval('account_id_seq');
                INSERT INTO account (id, position, name, type, number, iban, iban_is_example, currency, balance_minor,
                    credit_limit_minor, opening_balance_minor, opened_on, owner)
                SELECT v_id, coalesce(max(position), 0) + 1, p_name, p_type,
                    '77' || lpad(v_id::text, 8, '0'), p_iban, false, p_currency, p_opening, p_limit, 0, p_opened_on,
                    v_person
                FROM account;
                IF p_opening <> 0 THEN
                    \(LedgerWrite.insertSQL(
                        from: """
                            SELECT * FROM (VALUES
                                (v_id, p_opening_date, p_opened_on, '\(NewAccount.openingMemo)', 'opening', abs(p_opening),
                                    CASE WHEN p_opening > 0 THEN 'credit' ELSE 'debit' END, p_name, NULL::bigint,
                                    NULL::bigint, p_opening_words, 1)
                            ) AS r(\(LedgerWrite.columnNames.joined(separator: ", ")), ordinal)
                            """,
                        stamping: [("author", "v_person")], into: "v_entries, v_net"));
                END IF;
                INSERT INTO request_key (key, person, request, outcome) VALUES (p_key, v_person, v_request, v_id);
            END IF;
            PERFORM set_config('vbank.opened_account', v_id::text, false);
            RETURN v_id;
        END
        $f$;
        """

    /// The account `p_id` locked, when the login owns it or administers the bank; refused as no
    /// account when they do not see it, and as another's when they see it by a share.
    private static let ownedAccount = """
        CREATE FUNCTION vbank_owned_account(p_id bigint) RETURNS account
        LANGUAGE plpgsql AS $f$
        DECLARE
            \(caller)
            v_account account;
        BEGIN
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            SELECT * INTO v_account FROM account WHERE id = p_id FOR UPDATE;
            IF NOT FOUND OR NOT v_administrator AND v_account.owner <> v_person
                AND NOT EXISTS (SELECT 1 FROM account_share WHERE account_id = p_id AND person = v_person)
            THEN
                RAISE EXCEPTION 'there is no account %', p_id USING ERRCODE = 'VB100';
            ELSIF NOT v_administrator AND v_account.owner <> v_person THEN
                RAISE EXCEPTION 'only %, who owns %, may change it', v_account.owner, v_account.name
                    USING ERRCODE = 'VB112';
            END IF;
            RETURN v_account;
        END
        $f$;
        """

    /// A change only the account's owner makes: `body` runs with the account locked as
    /// `v_account`, after ``ownedAccount`` let the login make it.
    private static func ownersChange(_ name: String, _ parameters: String, _ body: String) -> String {
        lockedChange(name, parameters, locking: "v_account account := vbank_owned_account(p_id)", body)
    }

    /// A function `name` of `p_id` and `parameters` that returns nothing: `body` runs once
    /// `locking` declared and locked what it changes, or refused the login.
    static func lockedChange(_ name: String, _ parameters: String, locking: String, _ body: String) -> String {
        """
        CREATE FUNCTION \(name)(p_id bigint\(parameters)) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(locking);
        BEGIN
            \(body)
        END
        $f$;
        """
    }

    /// Refuses a change to `v_account` when it is closed.
    static let refuseClosed = """
        IF v_account.closed_at IS NOT NULL THEN
            RAISE EXCEPTION 'the account % is closed', v_account.name USING ERRCODE = 'VB102';
        END IF;
        """

    private static let accountChanges = [
        ownedAccount,
        ownersChange(
            "vbank_rename_account", ", p_name text",
            """
            \(refuseClosed)
            \(checkName("p_name"))
            \(checkNameIsFree("p_name", person: "session_user", renaming: "p_id"))
            UPDATE account SET name = p_name WHERE id = p_id;
            """),
        ownersChange(
            "vbank_close_account", ", p_at double precision",
            """
            \(refuseClosed)
            IF v_account.balance_minor <> 0 THEN
                RAISE EXCEPTION 'the account % holds % minor units: it closes at zero', v_account.name,
                    v_account.balance_minor USING ERRCODE = 'VB135';
            END IF;
            UPDATE account SET closed_at = p_at WHERE id = p_id;
            """),
        ownersChange(
            "vbank_reopen_account", "",
            """
            IF v_account.closed_at IS NULL THEN
                RAISE EXCEPTION 'the account % is open', v_account.name USING ERRCODE = 'VB136';
            END IF;
            \(checkNameIsFree("v_account.name", person: "session_user", renaming: "p_id"))
            UPDATE account SET closed_at = NULL WHERE id = p_id;
            """),
        ownersChange(
            "vbank_set_credit_limit", ", p_limit bigint",
            """
            \(refuseClosed)
            IF v_account.type <> 'credit' OR p_limit IS NULL OR p_limit < 0 OR p_limit > \(MoneyBounds.maximumMinor)
                OR -v_account.balance_minor > p_limit
            THEN
                RAISE EXCEPTION 'the % account % owes % minor units: a limit of % is refused', v_account.type,
                    v_account.name, -v_account.balance_minor, p_limit USING ERRCODE = 'VB137';
            END IF;
            UPDATE account SET credit_limit_minor = p_limit WHERE id = p_id;
            """),
    ].joined(separator: "\n")

    /// A share is granted in the owner's name, so that they may take it back even when an
    /// administrator granted it; only to a person admitted to the bank, never to the owner.
    private static let sharing = """
        CREATE FUNCTION vbank_share(p_key text, p_id bigint, p_person text, p_level text) RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            v_request text := concat_ws(' ', p_id, p_person, p_level);
            v_account account;
        BEGIN
            IF vbank_keyed(p_key, v_request, session_user) IS NOT NULL THEN
                RETURN;
            END IF;
            v_account := vbank_owned_account(p_id);
            \(refuseClosed)
            IF p_level IS NULL OR p_level NOT IN ('view', 'transfer') THEN
                RAISE EXCEPTION 'an account is shared to view or to transfer' USING ERRCODE = 'VB138';
            ELSIF p_person IS NULL OR p_person = v_account.owner
                OR NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = p_person)
                OR NOT pg_has_role(p_person, '\(people)', 'MEMBER')
            THEN
                RAISE EXCEPTION '% is not a person % may share % with', p_person, v_account.owner, v_account.name
                    USING ERRCODE = 'VB139';
            END IF;
            INSERT INTO account_share (account_id, person, level, granted_by)
            VALUES (p_id, p_person, p_level, v_account.owner)
            ON CONFLICT (account_id, person) DO UPDATE SET level = excluded.level;
            INSERT INTO request_key (key, person, request, outcome) VALUES (p_key, session_user, v_request, p_id);
        END
        $f$;
        -- The level of the share that ended; null when the account was not shared with the person.
        CREATE FUNCTION vbank_unshare(p_id bigint, p_person text) RETURNS text
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            v_account account := vbank_owned_account(p_id);
            v_level text;
        BEGIN
            DELETE FROM account_share WHERE account_id = p_id AND person = p_person RETURNING level INTO v_level;
            RETURN v_level;
        END
        $f$;
        """

    /// People read accounts and shares and change them only by the functions; the balance alone
    /// stays theirs to move beside the ledger rows their writes add.
    private static let accountWritesRevoked = """
        REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON account, account_share FROM \(people);
        GRANT UPDATE (balance_minor) ON account TO \(people);
        """
}
