import BankDomain
import BankStorage

/// Version 18 of the schema: money spent and received is recorded by the bank's own function, as a
/// transfer is, and carries the key it was confirmed with, kept on its row: the same key again
/// answers with the row first written and records nothing.
extension PostgresSchema {
    // MARK: - Constants

    /// The call of a record: key, account, type, amount in minor units, day, the row's date, memo,
    /// category, payee, search words, the session that records it, and the category as given.
    static let recordCall =
        "SELECT vbank_record($1, $2::bigint, $3, $4::bigint, $5::integer, $6::double precision, $7, $8, $9, $10, $11, $12)"

    // MARK: - Version 18

    static let version18 = [
        ["category", "ledger_correction"].map { table in
            """
            CREATE POLICY server_function ON \(table) USING ((SELECT vbank_in_server_function()))
                WITH CHECK ((SELECT vbank_in_server_function()));
            """
        }.joined(separator: "\n"),
        record,
        ownedByTheBank([
            "vbank_record(text, bigint, text, bigint, integer, double precision, text, text, text, text, text, text)"
        ]),
        transfersAmongKeyedRows,
    ].joined(separator: "\n")

    // MARK: - Private

    private static let record = """
        CREATE FUNCTION vbank_record(
            p_key text, p_account bigint, p_type text, p_minor bigint, p_day integer, p_date double precision,
            p_memo text, p_category text, p_payee text, p_words text, p_session text, p_given text)
        RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_account record;
            v_earlier record;
            v_id bigint;
            v_entries bigint;
            v_net numeric;
            v_signed bigint := CASE WHEN p_type = 'credit' THEN p_minor ELSE -p_minor END;
            v_available bigint;
        BEGIN
            \(checkKey(of: "a record"))
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            SELECT id, account_id, amount_minor, type, author INTO v_earlier FROM ledger_entry WHERE request_key = p_key;
            IF FOUND THEN
                IF v_earlier.author IS DISTINCT FROM v_person OR v_earlier.account_id <> p_account
                    OR v_earlier.amount_minor <> p_minor OR v_earlier.type <> p_type
                THEN
                    RAISE EXCEPTION '\(keyReusedPrefix)% was given to another request', p_key
                        USING ERRCODE = '\(keyReusedState)';
                END IF;
                RETURN v_earlier.id;
            END IF;
            PERFORM 1 FROM account WHERE id = p_account FOR UPDATE;
            \(readMovable("v_account", id: "p_account"))
            v_available := v_account.balance_minor
                + CASE WHEN v_account.type = 'credit' THEN v_account.credit_limit_minor ELSE 0 END;
            IF p_type IS NULL OR p_type NOT IN ('debit', 'credit') THEN
                RAISE EXCEPTION 'a record is money spent or received' USING ERRCODE = 'VB170';
            ELSIF p_category IS NULL OR p_category IN ('transfer', 'opening')
                OR NOT EXISTS (SELECT 1 FROM category WHERE owner = v_person AND name = p_category)
            THEN
                RAISE EXCEPTION 'the category % is not one % may give a row', p_category, v_person
                    USING ERRCODE = 'VB171';
            ELSIF p_minor IS NULL OR p_minor <= 0 OR p_minor > \(MoneyBounds.maximumMinor) THEN
                RAISE EXCEPTION 'a record moves more than nothing and at most \(MoneyBounds.maximumMinor) minor units'
                    USING ERRCODE = 'VB105';
            ELSIF p_memo IS NULL OR length(p_memo) > \(MemoText.maximumLength) OR p_payee IS NULL
                OR length(p_payee) > \(MemoText.maximumLength)
            THEN
                RAISE EXCEPTION 'a memo has at most \(MemoText.maximumLength) characters' USING ERRCODE = 'VB108';
            ELSIF p_day IS NULL OR p_day < \(NewTransaction.recordableDays.lowerBound)
                OR p_day >= \(NewTransaction.recordableDays.upperBound) OR p_day > \(latestDayBegun)
                OR p_day < v_account.opened_on
            THEN
                RAISE EXCEPTION 'the day % is one % cannot hold: before it opened, or not yet begun', p_day,
                    v_account.name USING ERRCODE = 'VB109';
            ELSIF p_type = 'debit' AND p_minor > v_available THEN
                RAISE EXCEPTION '% has % minor units available, less than %', v_account.name, v_available, p_minor
                    USING ERRCODE = 'VB106';
            ELSIF abs(v_account.balance_minor + v_signed) > \(MoneyBounds.maximumMinor) THEN
                RAISE EXCEPTION 'the balance would be beyond \(MoneyBounds.maximumMinor) minor units'
                    USING ERRCODE = 'VB107';
            END IF;
            UPDATE account SET balance_minor = balance_minor + v_signed WHERE id = p_account;
            \(LedgerWrite.insertSQL(
                from: """
                    SELECT * FROM (VALUES
                        (p_account, p_date, p_day, p_memo, p_category, p_minor, p_type, p_payee, NULL::bigint,
                            NULL::bigint, p_words, 1)
                    ) AS r(\(LedgerWrite.columnNames.joined(separator: ", ")), ordinal)
                    """,
                stamping: [("author", "v_person"), ("request_key", "p_key")],
                into: "v_entries, v_net"));
            SELECT id INTO v_id FROM ledger_entry WHERE request_key = p_key;
            INSERT INTO ledger_correction (entry_id, account_id, kind, before, after, session, date, author)
            VALUES (v_id, p_account, 'record', coalesce(p_given, ''), p_memo, p_session, extract(epoch FROM now()),
                v_person);
            RETURN v_id;
        END
        $f$;
        """
}
