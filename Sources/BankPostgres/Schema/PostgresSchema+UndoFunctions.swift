import BankDomain
import BankStorage

/// The undo functions of version 20: a change taken back by the session that made it, and an
/// import taken out of the ledger and put back, each only when the rows are as the change left
/// them, with the balances moved only with the ledger.
extension PostgresSchema {
    // MARK: - Constants

    /// The call of an undo: the change, the search words of its rows when their memo or note goes
    /// back, and the session.
    static let undoCall = "SELECT * FROM vbank_undo($1::bigint, $2::text[], $3)"
    /// The call of an `undo-import`: the import, its account, and the session.
    static let undoImportCall = "SELECT * FROM vbank_undo_import($1::bigint, $2::bigint, $3)"

    static let undoHelperSignatures = ["vbank_restore_import(jsonb, bigint)"]

    // MARK: - Functions

    /// Takes back the change `p_change` of the caller's session, if its rows are as it left them.
    static let undo = """
        CREATE FUNCTION vbank_undo(p_change bigint, p_words text[], p_session text, \(correctionAnswer))
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_change record;
            v_kept jsonb;
            v_first record;
            v_part jsonb;
            v_parts bigint[] := '{}';
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            SELECT * INTO v_change FROM ledger_correction
            WHERE id = p_change AND session = p_session AND author = v_person AND kind NOT IN ('undo', 'rule')
                AND undone_by IS NULL
            FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'this session has no change % to undo', p_change USING ERRCODE = 'VB184';
            END IF;
            v_kept := v_change.removed::jsonb;
            IF v_change.kind IN ('delete', '\(LedgerCorrection.Kind.importUndone.rawValue)') THEN
                IF jsonb_typeof(v_kept) IS DISTINCT FROM 'array' OR jsonb_array_length(v_kept) = 0 THEN
                    \(changedSince("the rows of change % were not kept", "p_change"))
                END IF;
                accounts := ARRAY(
                    SELECT DISTINCT (r->>'accountID')::bigint FROM jsonb_array_elements(v_kept) AS r ORDER BY 1);
            ELSIF v_change.kind = 'split' THEN
                accounts := ARRAY[(v_kept->'original'->>'accountID')::bigint];
            ELSE
                entries := vbank_row_and_partner(v_change.entry_id);
                IF entries IS NULL THEN
                    \(changedSince("the row of change % is gone", "p_change"))
                END IF;
                accounts := ARRAY(SELECT DISTINCT account_id FROM ledger_entry WHERE id = ANY(entries) ORDER BY 1);
            END IF;
            PERFORM vbank_lock_movable(accounts);
            IF v_change.kind = '\(LedgerCorrection.Kind.importUndone.rawValue)' THEN
                entries := vbank_restore_import(v_kept, v_change.after::bigint);
            ELSIF v_change.kind = 'delete' THEN
                entries := vbank_put_back(v_kept, true);
            ELSIF v_change.kind = 'split' THEN
                FOR v_part IN SELECT value FROM jsonb_array_elements(v_kept->'parts')
                LOOP
                    IF NOT EXISTS (
                        SELECT 1 FROM ledger_entry WHERE id = (v_part->>'id')::bigint
                            AND amount_minor = (v_part->>'amountMinor')::bigint AND category = v_part->>'category')
                    THEN
                        \(changedSince("a part of the split is not as the split left it"))
                    END IF;
                    v_parts := v_parts || (v_part->>'id')::bigint;
                END LOOP;
                PERFORM vbank_take_out(v_parts, false, NULL);
                entries := vbank_put_back(jsonb_build_array(v_kept->'original'), false);
            ELSE
                SELECT e.*, coalesce(n.note, '') AS note INTO v_first
                FROM ledger_entry AS e LEFT JOIN ledger_note AS n ON n.entry_id = e.id WHERE e.id = entries[1];
                IF v_change.kind = 'record' THEN
                    PERFORM vbank_take_out(entries, true, NULL);
                    change := vbank_log_change(-entries[1], v_first.account_id, entries[2], 'undo', 'record', '',
                        NULL, p_session);
                    UPDATE ledger_correction SET undone_by = change WHERE id = p_change;
                    entries := '{}';
                    \(wholeBankOff)
                    RETURN;
                ELSIF v_change.kind = 'category' AND v_first.category = v_change.after THEN
                    PERFORM vbank_set_category(entries, v_change.before);
                ELSIF v_change.kind IN ('memo', 'note')
                    AND (CASE v_change.kind WHEN 'memo' THEN v_first.memo ELSE v_first.note END) = v_change.after
                    AND cardinality(p_words) = cardinality(entries)
                THEN
                    UPDATE ledger_entry AS e
                    SET memo = CASE v_change.kind WHEN 'memo' THEN v_change.before ELSE e.memo END,
                        words = array_to_tsvector(string_to_array(w.words, ' '))
                    FROM unnest(entries, p_words) AS w(id, words) WHERE e.id = w.id;
                    IF v_change.kind = 'note' THEN
                        DELETE FROM ledger_note WHERE entry_id = ANY(entries);
                        INSERT INTO ledger_note (entry_id, account_id, note)
                        SELECT id, account_id, v_change.before FROM ledger_entry
                        WHERE id = ANY(entries) AND v_change.before <> '';
                    END IF;
                ELSE
                    \(changedSince("the row has changed since change %", "p_change"))
                END IF;
            END IF;
            change := vbank_log_change(entries[1], (SELECT account_id FROM ledger_entry WHERE id = entries[1]),
                CASE WHEN v_change.kind = '\(LedgerCorrection.Kind.importUndone.rawValue)' THEN NULL ELSE entries[2] END, 'undo', v_change.kind, '', NULL,
                p_session);
            UPDATE ledger_correction SET undone_by = change WHERE id = p_change;
            IF v_change.kind = 'split' THEN
                UPDATE ledger_correction SET undone_by = change
                WHERE entry_id = ANY(ARRAY(SELECT -p FROM unnest(v_parts[2:]) AS p)) AND kind = 'split'
                    AND undone_by IS NULL;
            END IF;
            \(wholeBankOff)
        END
        $f$;
        """

    /// Takes the rows of an import out of the ledger and its amount out of the balance, within the
    /// bounds, and records the change with the rows, so that an undo puts them back.
    static let undoImport = """
        CREATE FUNCTION vbank_undo_import(p_import bigint, p_account bigint, p_session text, \(correctionAnswer))
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_import record;
            v_ids bigint[];
            v_net numeric;
            v_kept json;
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            accounts := ARRAY[p_account];
            PERFORM vbank_lock_movable(accounts);
            SELECT * INTO v_import FROM statement_import WHERE id = p_import AND account_id = p_account FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'the account has no import %', p_import USING ERRCODE = 'VB188';
            ELSIF v_import.undone_at IS NOT NULL THEN
                RAISE EXCEPTION 'the import % was taken out already', p_import USING ERRCODE = 'VB189';
            END IF;
            SELECT array_agg(id ORDER BY id), sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END)
            INTO v_ids, v_net FROM ledger_entry WHERE import_id = p_import;
            IF v_ids IS NULL THEN
                RAISE EXCEPTION 'none of the rows of import % is in the ledger', p_import USING ERRCODE = 'VB190';
            END IF;
            PERFORM vbank_move_balance(p_account, -v_net, false);
            v_kept := vbank_take_out(v_ids, false, p_import);
            change := vbank_log_change(-v_ids[1], p_account, NULL, '\(LedgerCorrection.Kind.importUndone.rawValue)', v_import.file_name, p_import::text,
                v_kept::text, p_session);
            UPDATE statement_import SET undone_at = extract(epoch FROM now()) WHERE id = p_import;
            entries := '{}';
            \(wholeBankOff)
        END
        $f$;
        """

    /// Puts the rows an `undo-import` took out back into their locked account, as rows of their
    /// import again with their notes, search words and changes, and their amount into the balance
    /// within the bounds; the import stands again. Returns the rows' new identifiers.
    static let restoreImport = """
        CREATE FUNCTION vbank_restore_import(p_kept jsonb, p_import bigint) RETURNS bigint[] LANGUAGE plpgsql AS $f$
        DECLARE
            \(caller)
            v_account bigint := (p_kept->0->>'accountID')::bigint;
            v_count integer := jsonb_array_length(p_kept);
            v_ids bigint[];
            v_entries bigint;
            v_net numeric;
        BEGIN
            PERFORM vbank_move_balance(v_account, (
                SELECT sum(CASE r->>'type' WHEN 'credit' THEN 1 ELSE -1 END * (r->>'amountMinor')::bigint)
                FROM jsonb_array_elements(p_kept) AS r), false);
            \(LedgerWrite.insertSQL(
                from: """
                    SELECT v_account AS account_id, (r->>'date')::double precision AS date, (r->>'day')::integer AS day,
                        r->>'memo' AS memo, r->>'category' AS category, (r->>'amountMinor')::bigint AS amount_minor,
                        r->>'type' AS type, r->>'counterparty' AS counterparty, (r->>'importKey')::bigint AS import_key,
                        p_import AS import_id, coalesce(r->>'words', '') AS words, o AS ordinal
                    FROM jsonb_array_elements(p_kept) WITH ORDINALITY AS k(r, o)
                    """,
                stamping: [("author", "v_person")], into: "v_entries, v_net"));
            v_ids := ARRAY(SELECT id FROM ledger_entry WHERE import_id = p_import ORDER BY id);
            IF v_entries <> v_count OR cardinality(v_ids) <> v_count THEN
                \(changedSince("a row of the import is in the ledger again, by its import key"))
            END IF;
            UPDATE ledger_entry AS e
            SET words = to_tsvector('simple', concat_ws(' ', r->>'memo', r->>'counterparty', r->>'note'))
            FROM jsonb_array_elements(p_kept) WITH ORDINALITY AS k(r, o) WHERE e.id = v_ids[o] AND NOT r ? 'words';
            INSERT INTO ledger_note (entry_id, account_id, note)
            SELECT v_ids[o], v_account, r->>'note' FROM jsonb_array_elements(p_kept) WITH ORDINALITY AS k(r, o)
            WHERE r->>'note' <> '';
            UPDATE ledger_correction AS c SET entry_id = m.new
            FROM (SELECT -(r->>'id')::bigint AS old, v_ids[o] AS new
                FROM jsonb_array_elements(p_kept) WITH ORDINALITY AS k(r, o)) AS m
            WHERE c.entry_id = m.old;
            UPDATE statement_import SET undone_at = NULL WHERE id = p_import;
            RETURN v_ids;
        END
        $f$;
        """
}
