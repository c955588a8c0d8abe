import BankDomain
import BankStorage

/// What the bank's functions that correct the ledger share (schema v20): finding a row and the
/// other side of its transfer, locking accounts a person may move money on, moving a balance
/// within the rules, and taking rows out of the ledger and putting them back with everything kept
/// with them. These are called only by the bank's functions, as the bank's owner: nobody may call
/// them directly.
extension PostgresSchema {
    // MARK: - Constants

    /// The refusals of a correction or an undo that vbank words as its own check would, by
    /// SQLSTATE.
    static let correctionRefusals: [String: CorrectionRefusal] = [
        "VB180": .changedSince, "VB181": .openingRow, "VB182": .transferCategory, "VB183": .unchanged,
        "VB184": .nothingToUndo, "VB185": .splitParts, "VB186": .splitPartNotPositive,
    ]

    static let ledgerHelperSignatures = [
        "vbank_row_and_partner(bigint)", "vbank_lock_movable(bigint[])", "vbank_move_balance(bigint, numeric, boolean)",
        "vbank_take_out(bigint[], boolean, bigint)", "vbank_put_back(jsonb, boolean)",
        "vbank_log_change(bigint, bigint, bigint, text, text, text, text, text)",
        "vbank_set_category(bigint[], text)",
    ]

    static let ledgerHelpers = [
        rowAndPartner, lockMovable, moveBalance, takeOut, putBack, logChange, setCategory,
    ].joined(separator: "\n")

    /// What a function that changes the bank does first: it moves the bank's revision, so that
    /// sessions read again, and takes its row, so that writers queue instead of deadlocking.
    static let takeRevision = "UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;"

    /// Refuses, as `VB180`, a change whose rows are not as the caller read them: `message`, with
    /// `arguments` for its `%`s.
    static func changedSince(_ message: String, _ arguments: String...) -> String {
        "RAISE EXCEPTION '\(message)'\(arguments.map { ", \($0)" }.joined()) USING ERRCODE = 'VB180';"
    }

    // MARK: - Private

    /// The row `p_entry` and, for one side of a transfer, the other side written beside it when the
    /// caller sees its account: the row asked for first. Null when the caller does not see it.
    private static let rowAndPartner = """
        CREATE FUNCTION vbank_row_and_partner(p_entry bigint) RETURNS bigint[] LANGUAGE plpgsql STABLE AS $f$
        DECLARE
            \(caller)
            v_row record;
            v_partner bigint;
        BEGIN
            SELECT e.*, \(access(of: "a")) AS access INTO v_row
            FROM ledger_entry AS e JOIN account AS a ON a.id = e.account_id WHERE e.id = p_entry;
            IF NOT FOUND OR v_row.access IS NULL THEN
                RETURN NULL;
            END IF;
            IF v_row.category = 'transfer' THEN
                SELECT p.id INTO v_partner FROM ledger_entry AS p JOIN account AS a ON a.id = p.account_id
                WHERE p.id = CASE WHEN v_row.type = 'debit' THEN p_entry + 1 ELSE p_entry - 1 END
                    AND p.category = 'transfer' AND p.date = v_row.date AND p.amount_minor = v_row.amount_minor
                    AND p.type <> v_row.type AND (\(access(of: "a"))) IS NOT NULL;
            END IF;
            RETURN CASE WHEN v_partner IS NULL THEN ARRAY[p_entry] ELSE ARRAY[p_entry, v_partner] END;
        END
        $f$;
        """

    /// Locks the accounts `p_accounts`, in identifier order, and refuses any the caller may not move
    /// money on, or that is closed.
    private static let lockMovable = """
        CREATE FUNCTION vbank_lock_movable(p_accounts bigint[]) RETURNS void LANGUAGE plpgsql AS $f$
        DECLARE
            \(caller)
            v_account record;
            v_id bigint;
        BEGIN
            PERFORM 1 FROM account WHERE id = ANY(p_accounts) ORDER BY id FOR UPDATE;
            FOREACH v_id IN ARRAY p_accounts
            LOOP
                \(readMovable("v_account", id: "v_id"))
            END LOOP;
        END
        $f$;
        """

    /// Moves the locked account's balance by `p_minor`, within the bounds, and when `p_funds` only
    /// with the money there: taking out what was never there is a transfer from nothing.
    private static let moveBalance = """
        CREATE FUNCTION vbank_move_balance(p_account bigint, p_minor numeric, p_funds boolean)
        RETURNS void LANGUAGE plpgsql AS $f$
        DECLARE
            v_account record;
            v_available numeric;
        BEGIN
            SELECT * INTO v_account FROM account WHERE id = p_account;
            v_available := v_account.balance_minor
                + CASE WHEN v_account.type = 'credit' THEN v_account.credit_limit_minor ELSE 0 END;
            IF p_funds AND p_minor < 0 AND -p_minor > v_available THEN
                RAISE EXCEPTION '% has % minor units available, less than %', v_account.name, v_available, -p_minor
                    USING ERRCODE = 'VB106';
            ELSIF abs(v_account.balance_minor + p_minor) > \(MoneyBounds.maximumMinor) THEN
                RAISE EXCEPTION 'the balance would be beyond \(MoneyBounds.maximumMinor) minor units'
                    USING ERRCODE = '\(beyondBoundsState)';
            END IF;
            UPDATE account SET balance_minor = balance_minor + p_minor WHERE id = p_account;
        END
        $f$;
        """

    /// Takes the rows `p_ids` out of the ledger with their notes and tallies, files their changes
    /// under their negated identifiers, and, when `p_moving`, takes their amounts out of their
    /// locked accounts' balances with the money there. Returns them as they were, in identifier
    /// order, as ``RemovedRow`` keeps them (of the import `p_import`), with their search words: as
    /// `json`, which a large import's rows are written into in two thirds of the time of `jsonb`.
    private static let takeOut = """
        CREATE FUNCTION vbank_take_out(p_ids bigint[], p_moving boolean, p_import bigint)
        RETURNS json LANGUAGE plpgsql AS $f$
        DECLARE
            v_kept json;
            v_move record;
            v_entries bigint;
            v_net numeric;
        BEGIN
            SELECT coalesce(json_agg(json_build_object(
                    'id', e.id, 'accountID', e.account_id, 'date', e.date, 'day', e.day, 'memo', e.memo,
                    'category', e.category, 'amountMinor', e.amount_minor, 'type', e.type,
                    'counterparty', e.counterparty, 'importKey', e.import_key, 'note', coalesce(n.note, ''),
                    'importID', p_import, 'words', array_to_string(tsvector_to_array(e.words), ' '))
                    ORDER BY e.id), '[]'::json)
            INTO v_kept
            FROM ledger_entry AS e LEFT JOIN ledger_note AS n ON n.entry_id = e.id WHERE e.id = ANY(p_ids);
            IF json_array_length(v_kept) <> cardinality(p_ids) THEN
                \(changedSince("a row was changed or taken out since"))
            END IF;
            IF p_moving THEN
                FOR v_move IN
                    SELECT account_id, sum(CASE type WHEN 'credit' THEN -amount_minor ELSE amount_minor END) AS minor
                    FROM ledger_entry WHERE id = ANY(p_ids) GROUP BY account_id ORDER BY account_id
                LOOP
                    PERFORM vbank_move_balance(v_move.account_id, v_move.minor, true);
                END LOOP;
            END IF;
            DELETE FROM ledger_note WHERE entry_id = ANY(p_ids);
            WITH gone AS (
                DELETE FROM ledger_entry WHERE id = ANY(p_ids)
                RETURNING account_id, second, day, category, type, amount_minor
            ),
            \(LedgerWrite.tallied(
                changes: "SELECT account_id, second, day, category, type, -1 AS entries, -amount_minor AS amount_minor FROM gone",
                into: "v_entries, v_net"));
            UPDATE ledger_correction SET entry_id = -entry_id WHERE entry_id = ANY(p_ids);
            RETURN v_kept;
        END
        $f$;
        """

    /// Puts rows a change took out (``RemovedRow``s) back into the ledger, each as a new row of the
    /// caller with its note, search words and import, its changes filed under it again, and, when
    /// `p_moving`, its amount into its locked account's balance. Returns the new identifiers, in
    /// order. A row whose import key the ledger holds again is not put back: the change is refused.
    private static let putBack = """
        CREATE FUNCTION vbank_put_back(p_kept jsonb, p_moving boolean) RETURNS bigint[] LANGUAGE plpgsql AS $f$
        DECLARE
            \(caller)
            v_row jsonb;
            v_id bigint;
            v_ids bigint[] := '{}';
            v_entries bigint;
            v_net numeric;
        BEGIN
            FOR v_row IN SELECT value FROM jsonb_array_elements(p_kept)
            LOOP
                IF p_moving THEN
                    PERFORM vbank_move_balance((v_row->>'accountID')::bigint,
                        CASE v_row->>'type' WHEN 'credit' THEN 1 ELSE -1 END * (v_row->>'amountMinor')::bigint, true);
                END IF;
                \(LedgerWrite.insertSQL(
                    from: """
                        SELECT (v_row->>'accountID')::bigint AS account_id, (v_row->>'date')::double precision AS date,
                            (v_row->>'day')::integer AS day, v_row->>'memo' AS memo, v_row->>'category' AS category,
                            (v_row->>'amountMinor')::bigint AS amount_minor, v_row->>'type' AS type,
                            v_row->>'counterparty' AS counterparty, (v_row->>'importKey')::bigint AS import_key,
                            (v_row->>'importID')::bigint AS import_id, coalesce(v_row->>'words', '') AS words,
                            1 AS ordinal
                        """,
                    stamping: [("author", "v_person")], into: "v_entries, v_net"));
                IF v_entries <> 1 THEN
                    \(changedSince("a row to put back is in the ledger again, by its import key"))
                END IF;
                v_id := currval(pg_get_serial_sequence('ledger_entry', 'id'));
                IF NOT v_row ? 'words' THEN
                    UPDATE ledger_entry SET words = to_tsvector('simple', concat_ws(' ', v_row->>'memo',
                        v_row->>'counterparty', v_row->>'note')) WHERE id = v_id;
                END IF;
                IF v_row->>'note' <> '' THEN
                    INSERT INTO ledger_note (entry_id, account_id, note)
                    VALUES (v_id, (v_row->>'accountID')::bigint, v_row->>'note');
                END IF;
                UPDATE ledger_correction SET entry_id = v_id WHERE entry_id = -(v_row->>'id')::bigint;
                v_ids := v_ids || v_id;
            END LOOP;
            RETURN v_ids;
        END
        $f$;
        """

    /// Records a change of the rows `p_entry` (and `p_partner`) of the account `p_account` by the
    /// caller's session, and returns its identifier.
    private static let logChange = """
        CREATE FUNCTION vbank_log_change(
            p_entry bigint, p_account bigint, p_partner bigint, p_kind text, p_before text, p_after text,
            p_removed text, p_session text)
        RETURNS bigint LANGUAGE sql AS $f$
            INSERT INTO ledger_correction (entry_id, account_id, partner_id, kind, before, after, removed, session, date,
                author)
            VALUES (p_entry, p_account, p_partner, p_kind, p_before, p_after, p_removed, p_session,
                extract(epoch FROM now()), session_user)
            RETURNING id
        $f$;
        """

    /// Gives the rows `p_ids` the category `p_category`, moving them between the tallies.
    private static let setCategory = """
        CREATE FUNCTION vbank_set_category(p_ids bigint[], p_category text) RETURNS void LANGUAGE plpgsql AS $f$
        DECLARE
            v_entries bigint;
            v_net numeric;
        BEGIN
            WITH old AS (SELECT id, category FROM ledger_entry WHERE id = ANY(p_ids)),
            changed AS (
                UPDATE ledger_entry AS e SET category = p_category FROM old WHERE e.id = old.id
                RETURNING e.account_id, e.second, e.day, old.category AS old_category, e.type, e.amount_minor
            ),
            \(LedgerWrite.tallied(
                changes: """
                    SELECT account_id, second, day, old_category AS category, type, -1 AS entries,
                        -amount_minor AS amount_minor FROM changed
                    UNION ALL SELECT account_id, second, day, p_category, type, 1, amount_minor FROM changed
                    """,
                into: "v_entries, v_net"));
        END
        $f$;
        """
}
