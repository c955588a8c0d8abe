extension PostgresSchema {
    // MARK: - Version 7

    /// Corrections, notes and undo: the ledger's memory of its changes (as ``CorrectionLog`` keeps
    /// it in a bank file), with the author the server records, and the notes people keep with
    /// rows. A person changes and removes ledger rows, notes and change records only on accounts
    /// they may move money on; a change record names its writer, as a ledger row does. Since
    /// version 20 only the bank's own functions write them (``version20``), and since version 23
    /// the people hold no right to write at all (``version23``).
    static let version7 = """
        CREATE TABLE ledger_correction (
            id bigserial PRIMARY KEY,
            entry_id bigint NOT NULL,
            account_id bigint NOT NULL,
            partner_id bigint,
            kind text NOT NULL,
            before text NOT NULL,
            after text NOT NULL,
            removed text,
            session text NOT NULL,
            date double precision NOT NULL,
            author text NOT NULL DEFAULT current_user,
            undone_by bigint
        );
        CREATE INDEX ledger_correction_entry ON ledger_correction (entry_id);
        CREATE INDEX ledger_correction_session ON ledger_correction (session, id);
        CREATE TABLE ledger_note (
            entry_id bigint PRIMARY KEY,
            account_id bigint NOT NULL,
            note text NOT NULL
        );
        ALTER TABLE ledger_correction ENABLE ROW LEVEL SECURITY;
        ALTER TABLE ledger_correction FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON ledger_correction FOR SELECT USING (\(seen("account_id")));
        CREATE POLICY written ON ledger_correction FOR INSERT
            WITH CHECK (\(movable("account_id")) AND author = current_user);
        CREATE POLICY changed ON ledger_correction FOR UPDATE
            USING (\(movable("account_id")) AND author = current_user);
        ALTER TABLE ledger_note ENABLE ROW LEVEL SECURITY;
        ALTER TABLE ledger_note FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON ledger_note FOR SELECT USING (\(seen("account_id")));
        CREATE POLICY written ON ledger_note FOR INSERT WITH CHECK (\(movable("account_id")));
        CREATE POLICY changed ON ledger_note FOR UPDATE USING (\(movable("account_id")));
        CREATE POLICY removed ON ledger_note FOR DELETE USING (\(movable("account_id")));
        CREATE POLICY removed ON ledger_entry FOR DELETE USING (\(movable("account_id")));
        GRANT SELECT, INSERT, UPDATE ON ledger_correction TO \(people);
        GRANT SELECT, INSERT, UPDATE, DELETE ON ledger_note TO \(people);
        GRANT UPDATE (category, memo, words), DELETE ON ledger_entry TO \(people);
        GRANT USAGE ON SEQUENCE ledger_correction_id_seq TO \(people);
        """

    // MARK: - Version 8

    /// The changes told to other sessions, as a condition on a change record: not a record of
    /// money spent or received, which is told as the row it added, and a split once, by the record
    /// that keeps what its undo needs.
    static let announcedCorrection = "kind <> 'record' AND NOT (kind = 'split' AND removed IS NULL)"

    /// Corrections and undos announced to other sessions as they commit, as ledger rows are
    /// (``version3``): a split's record once, by its first part's; a record is announced as the
    /// row it added.
    static let version8 = """
        CREATE FUNCTION vbank_announce_corrections() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            corrected text;
        BEGIN
            SELECT string_agg(id::text, ',' ORDER BY id) INTO corrected
            FROM (
                SELECT id FROM added WHERE \(announcedCorrection)
                ORDER BY id LIMIT \(announcedRows)
            ) AS first_changes;
            IF corrected IS NOT NULL THEN
                PERFORM pg_notify('\(ledgerChannel)', concat_ws(' ', current_schema(), 'corrected', corrected));
            END IF;
            RETURN NULL;
        END
        $$;
        CREATE TRIGGER ledger_correction_announced AFTER INSERT ON ledger_correction
            REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vbank_announce_corrections();
        """

    // MARK: - Version 9

    /// Reconciliations, as a bank file keeps them (``ReconciliationLog``), with who made each: a
    /// person sees those of the accounts they see, and records one only on an account they may
    /// move money on, in their own name.
    static let version9 = """
        CREATE TABLE reconciliation (
            id bigserial PRIMARY KEY,
            account_id bigint NOT NULL REFERENCES account (id),
            day integer NOT NULL,
            ends_at double precision NOT NULL,
            balance_minor bigint NOT NULL,
            through_row bigint NOT NULL,
            made_at double precision NOT NULL,
            author text NOT NULL DEFAULT current_user
        );
        CREATE INDEX reconciliation_account ON reconciliation (account_id, day);
        ALTER TABLE reconciliation ENABLE ROW LEVEL SECURITY;
        ALTER TABLE reconciliation FORCE ROW LEVEL SECURITY;
        CREATE POLICY seen ON reconciliation FOR SELECT USING (\(seen("account_id")));
        CREATE POLICY written ON reconciliation FOR INSERT
            WITH CHECK (\(movable("account_id")) AND author = current_user);
        GRANT SELECT, INSERT ON reconciliation TO \(people);
        GRANT USAGE ON SEQUENCE reconciliation_id_seq TO \(people);
        """
}
