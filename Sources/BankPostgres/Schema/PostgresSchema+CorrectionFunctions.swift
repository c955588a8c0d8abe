import BankDomain
import BankStorage

/// Version 20 of the schema: the ledger is corrected only by the bank's own functions. A category,
/// a memo or a note changed, a row deleted or split, a change undone and an import taken back each
/// lock the accounts they touch, check that the caller may move money on them and every rule the
/// server can check, move the balances only with the ledger, and record the change in the caller's
/// name. Each answers with the change it recorded, the rows it leaves and the accounts it locked.
///
/// vbank gives the search words of rows whose memo or note changes: they are folded as vbank
/// folds them, and only the rows' own search depends on them.
extension PostgresSchema {
    // MARK: - Constants

    /// The call of a correction: row, kind, the new category, memo or note, the search words of
    /// the row and of the other side of its transfer, and the session.
    static let correctCall = "SELECT * FROM vbank_correct($1::bigint, $2, $3, $4::text[], $5)"
    /// The call of a split: row, the parts' amounts and categories as typed, their summary, session.
    static let splitCall = "SELECT * FROM vbank_split($1::bigint, $2::bigint[], $3::text[], $4, $5)"

    // MARK: - Version 20

    static let version20 = [
        ["ledger_note", "statement_import", "category_rule"].map { table in
            """
            CREATE POLICY server_function ON \(table) USING ((SELECT vbank_in_server_function()))
                WITH CHECK ((SELECT vbank_in_server_function()));
            """
        }.joined(separator: "\n"),
        ledgerHelpers, restoreImport, correct, split, undo, undoImport,
        ownedByTheBank(
            [
                "vbank_correct(bigint, text, text, text[], text)", "vbank_split(bigint, bigint[], text[], text, text)",
                "vbank_undo(bigint, text[], text)", "vbank_undo_import(bigint, bigint, text)",
            ], helpers: ledgerHelperSignatures + undoHelperSignatures),
    ].joined(separator: "\n")

    /// What every correcting function answers: the change recorded, the rows it leaves and the
    /// accounts it locked.
    static let correctionAnswer = "OUT change bigint, OUT entries bigint[], OUT accounts bigint[]"

    /// Lets a function of the owner's, called by the owner, see the whole bank while it runs; it
    /// checks the caller's access itself.
    static let wholeBankOn = "PERFORM set_config('\(wholeBankSetting)', 'on', true);"
    static let wholeBankOff = "PERFORM set_config('\(wholeBankSetting)', 'off', true);"

    /// Refuses, as `VB171`, a category the caller may not give a row: one of the bank's own, or one
    /// not in their book.
    static func checkGivable(_ category: String) -> String {
        """
        IF \(category) IS NULL OR \(category) IN ('transfer', 'opening')
                OR NOT EXISTS (SELECT 1 FROM category WHERE owner = v_person AND name = \(category))
            THEN
                RAISE EXCEPTION 'the category % is not one % may give a row', \(category), v_person
                    USING ERRCODE = 'VB171';
            END IF;
        """
    }

    // MARK: - Private

    /// Changes the category, memo or note of a row (and the other side of its transfer), or
    /// deletes them.
    private static let correct = """
        CREATE FUNCTION vbank_correct(
            p_entry bigint, p_kind text, p_value text, p_words text[], p_session text, \(correctionAnswer))
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_first record;
            v_before text;
            v_kept json;
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            entries := vbank_row_and_partner(p_entry);
            IF entries IS NULL THEN
                \(changedSince("there is no row %", "p_entry"))
            END IF;
            accounts := ARRAY(SELECT DISTINCT account_id FROM ledger_entry WHERE id = ANY(entries) ORDER BY 1);
            PERFORM vbank_lock_movable(accounts);
            SELECT e.*, coalesce(n.note, '') AS note INTO v_first
            FROM ledger_entry AS e LEFT JOIN ledger_note AS n ON n.entry_id = e.id WHERE e.id = p_entry;
            IF p_kind IN ('category', 'delete') AND v_first.category = 'opening' THEN
                RAISE EXCEPTION 'an opening balance is what the account held when it opened' USING ERRCODE = 'VB181';
            ELSIF p_kind = 'category' AND v_first.category = 'transfer' THEN
                RAISE EXCEPTION 'a transfer keeps its category' USING ERRCODE = 'VB182';
            ELSIF p_kind IN ('memo', 'note') AND cardinality(p_words) IS DISTINCT FROM cardinality(entries) THEN
                \(changedSince("the rows changed since they were read"))
            END IF;
            IF p_kind = 'category' THEN
                \(checkGivable("p_value"))
                IF p_value = v_first.category THEN
                    RAISE EXCEPTION 'the row is of % already', p_value USING ERRCODE = 'VB183';
                END IF;
                v_before := v_first.category;
                PERFORM vbank_set_category(entries, p_value);
            ELSIF p_kind = 'memo' THEN
                IF p_value IS NULL OR p_value = '' OR length(p_value) > \(MemoText.maximumLength) THEN
                    RAISE EXCEPTION 'a memo has 1 to \(MemoText.maximumLength) characters' USING ERRCODE = 'VB108';
                ELSIF p_value = v_first.memo THEN
                    RAISE EXCEPTION 'the memo is % already', p_value USING ERRCODE = 'VB183';
                END IF;
                v_before := v_first.memo;
                UPDATE ledger_entry AS e SET memo = p_value, words = array_to_tsvector(string_to_array(w.words, ' '))
                FROM unnest(entries, p_words) AS w(id, words) WHERE e.id = w.id;
            ELSIF p_kind = 'note' THEN
                IF p_value IS NULL OR length(p_value) > \(MemoText.maximumLength) THEN
                    RAISE EXCEPTION 'a note has at most \(MemoText.maximumLength) characters' USING ERRCODE = 'VB108';
                ELSIF p_value = v_first.note THEN
                    RAISE EXCEPTION 'the note is as asked already' USING ERRCODE = 'VB183';
                END IF;
                v_before := v_first.note;
                UPDATE ledger_entry AS e SET words = array_to_tsvector(string_to_array(w.words, ' '))
                FROM unnest(entries, p_words) AS w(id, words) WHERE e.id = w.id;
                DELETE FROM ledger_note WHERE entry_id = ANY(entries);
                IF p_value <> '' THEN
                    INSERT INTO ledger_note (entry_id, account_id, note)
                    SELECT id, account_id, p_value FROM ledger_entry WHERE id = ANY(entries);
                END IF;
            ELSIF p_kind = 'delete' THEN
                v_kept := vbank_take_out(entries, true, NULL);
                change := vbank_log_change(-p_entry, v_first.account_id, entries[2], 'delete', v_first.memo, '',
                    v_kept::text, p_session);
                entries := '{}';
                \(wholeBankOff)
                RETURN;
            ELSE
                RAISE EXCEPTION 'a correction changes a category, a memo or a note, or deletes' USING ERRCODE = 'VB183';
            END IF;
            change := vbank_log_change(p_entry, v_first.account_id, entries[2], p_kind, v_before, p_value, NULL,
                p_session);
            \(wholeBankOff)
        END
        $f$;
        """

    /// Puts parts in the place of a row: rows of its moment, memo, payee, type, note and search
    /// words, each with its amount and category, the row's import key on the first; the balance
    /// stays, as the parts add up to the row. The last part is written first, so that a list,
    /// newest first, shows them in the order they were typed. Every part's history shows the
    /// split; the first part's record, written last, keeps what an undo needs.
    private static let split = """
        CREATE FUNCTION vbank_split(
            p_entry bigint, p_amounts bigint[], p_categories text[], p_summary text, p_session text,
            \(correctionAnswer))
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_kept json;
            v_original jsonb;
            v_part jsonb;
            v_index integer;
            v_category text;
            v_parts jsonb := '[]';
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            IF vbank_row_and_partner(p_entry) IS NULL THEN
                \(changedSince("there is no row %", "p_entry"))
            END IF;
            accounts := ARRAY(SELECT account_id FROM ledger_entry WHERE id = p_entry);
            PERFORM vbank_lock_movable(accounts);
            IF (SELECT category FROM ledger_entry WHERE id = p_entry) = 'opening' THEN
                RAISE EXCEPTION 'an opening balance is what the account held when it opened' USING ERRCODE = 'VB181';
            ELSIF (SELECT category FROM ledger_entry WHERE id = p_entry) = 'transfer' THEN
                RAISE EXCEPTION 'a transfer is not split' USING ERRCODE = 'VB182';
            ELSIF cardinality(p_amounts) IS NULL OR cardinality(p_amounts) < 2
                OR cardinality(p_amounts) > \(SplitRules.maximumParts)
                OR cardinality(p_categories) IS DISTINCT FROM cardinality(p_amounts)
            THEN
                RAISE EXCEPTION 'a split has 2 to \(SplitRules.maximumParts) parts' USING ERRCODE = 'VB185';
            ELSIF EXISTS (SELECT 1 FROM unnest(p_amounts) AS a WHERE a IS NULL OR a <= 0) THEN
                RAISE EXCEPTION 'every part of a split is more than nothing' USING ERRCODE = 'VB186';
            ELSIF (SELECT sum(a) FROM unnest(p_amounts) AS a)
                <> (SELECT amount_minor FROM ledger_entry WHERE id = p_entry)
            THEN
                RAISE EXCEPTION 'the parts add up to % minor units, not to the row''s %',
                    (SELECT sum(a) FROM unnest(p_amounts) AS a), (SELECT amount_minor FROM ledger_entry WHERE id = p_entry)
                    USING ERRCODE = 'VB187';
            END IF;
            FOREACH v_category IN ARRAY p_categories
            LOOP
                \(checkGivable("v_category"))
            END LOOP;
            v_kept := vbank_take_out(ARRAY[p_entry], false, NULL);
            v_original := (v_kept->0)::jsonb;
            entries := '{}';
            FOR v_index IN REVERSE cardinality(p_amounts)..1
            LOOP
                v_part := v_original || jsonb_build_object('id', NULL, 'amountMinor', p_amounts[v_index],
                    'category', p_categories[v_index],
                    'importKey', CASE WHEN v_index = 1 THEN v_original->'importKey' ELSE 'null'::jsonb END);
                entries := vbank_put_back(jsonb_build_array(v_part), false) || entries;
            END LOOP;
            FOR v_index IN 1..cardinality(entries)
            LOOP
                v_parts := v_parts || jsonb_build_object('id', entries[v_index], 'amountMinor', p_amounts[v_index],
                    'category', p_categories[v_index]);
            END LOOP;
            FOR v_index IN 2..cardinality(entries)
            LOOP
                PERFORM vbank_log_change(entries[v_index], accounts[1], NULL, 'split', v_original->>'category',
                    p_summary, NULL, p_session);
            END LOOP;
            change := vbank_log_change(entries[1], accounts[1], entries[2], 'split', v_original->>'category', p_summary,
                jsonb_build_object('original', v_original, 'parts', v_parts)::text, p_session);
            \(wholeBankOff)
        END
        $f$;
        """
}
