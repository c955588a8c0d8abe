import BankDomain
import BankStorage

/// Version 22 of the schema: a statement reaches the ledger only through the bank's own function.
/// vbank streams the parsed rows with `COPY` into a table of the session's own that the bank
/// makes for it (`vbank_import_staging`), which the person may only insert into and nobody else
/// sees; `vbank_import` then locks the account, holds every row to the rules the server can
/// check, leaves out the rows of the bank's own export its ledger holds, inserts the rest with
/// their tallies, moves the balance only with them, and records the import with its key, in the
/// caller's name. The same key again answers with the import first made and imports nothing.
extension PostgresSchema {
    // MARK: - Constants

    /// The table the rows are streamed into, and its columns as a `COPY` names them.
    static let importStagingTable = "pg_temp.vbank_import_row"
    static let importStagingColumns = (LedgerWrite.columnNames + ["own_row"]).joined(separator: ", ")

    /// The SQLSTATE of a balance that would be beyond ``MoneyBounds``.
    static let beyondBoundsState = "VB107"

    static let importStagingCall = "SELECT vbank_import_staging()"
    /// The call of an import: key, account, file, format, rules, and the file's digest; null for the
    /// file when rows are appended with no record of an import.
    static let importCall = "SELECT * FROM vbank_import($1, $2::bigint, $3, $4, $5, $6)"

    // MARK: - Version 22

    static let version22 = [
        staging, importRows,
        ownedByTheBank(["vbank_import_staging()", "vbank_import(text, bigint, text, text, text, text)"]),
    ].joined(separator: "\n")

    // MARK: - Private

    /// Makes the session's staging table, empty, for this transaction: the bank's owner owns it,
    /// and the people may only insert into it.
    private static let staging = """
        CREATE FUNCTION vbank_import_staging() RETURNS void LANGUAGE plpgsql SECURITY DEFINER AS $f$
        BEGIN
            IF to_regclass('\(importStagingTable)') IS NOT NULL THEN
                DROP TABLE \(importStagingTable);
            END IF;
            CREATE TEMPORARY TABLE vbank_import_row (
                \(LedgerWrite.columns), own_row bigint, ordinal bigint GENERATED ALWAYS AS IDENTITY
            ) ON COMMIT DROP;
            GRANT INSERT ON \(importStagingTable) TO \(people);
        END
        $f$;
        """

    /// The rules every row is held to: the account, an amount within the bounds, a type, a date
    /// the ledger records, a day begun and not before the account opened, and a category of the
    /// caller's book.
    private static let badRow = """
        r.account_id IS DISTINCT FROM p_account
            OR r.amount_minor IS NULL OR r.amount_minor <= 0 OR r.amount_minor > \(MoneyBounds.maximumMinor)
            OR r.type IS NULL OR r.type NOT IN ('debit', 'credit')
            OR r.date IS NULL OR r.date < \(NewTransaction.recordableDates.lowerBound.timeIntervalSince1970)
            OR r.date >= \(NewTransaction.recordableDates.upperBound.timeIntervalSince1970)
            OR r.day > \(latestDayBegun) OR r.day < v_account.opened_on
            OR r.memo IS NULL OR r.counterparty IS NULL OR r.words IS NULL
            OR r.category IS NULL OR NOT r.category = ANY(v_categories)
        """

    private static let importRows = """
        CREATE FUNCTION vbank_import(
            p_key text, p_account bigint, p_file text, p_format text, p_rules text, p_digest text,
            OUT record_id bigint, OUT added bigint, OUT added_net numeric, OUT held bigint, OUT made_before boolean)
        LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_earlier record;
            v_account record;
            v_categories text[];
            v_bad bigint;
        BEGIN
            \(takeRevision)
            \(wholeBankOn)
            made_before := false;
            held := 0;
            IF p_file IS NOT NULL THEN
                \(checkKey(of: "an import"))
                SELECT * INTO v_earlier FROM statement_import WHERE request_key = p_key;
                IF FOUND THEN
                    IF v_earlier.author IS DISTINCT FROM v_person OR v_earlier.account_id <> p_account THEN
                        RAISE EXCEPTION '\(keyReusedPrefix)% was given to another request', p_key
                            USING ERRCODE = '\(keyReusedState)';
                    END IF;
                    SELECT v_earlier.id, v_earlier.rows, v_earlier.net_minor, true
                    INTO record_id, added, added_net, made_before;
                    \(wholeBankOff)
                    RETURN;
                END IF;
            END IF;
            PERFORM 1 FROM account WHERE id = p_account FOR UPDATE;
            \(readMovable("v_account", id: "p_account"))
            PERFORM vbank_seed_categories();
            v_categories := ARRAY(SELECT name FROM category WHERE owner = v_person);
            SELECT r.ordinal INTO v_bad FROM \(importStagingTable) AS r WHERE \(badRow) ORDER BY r.ordinal LIMIT 1;
            IF FOUND THEN
                RAISE EXCEPTION 'row % of the import is not one % may hold', v_bad, v_account.name
                    USING ERRCODE = 'VB191';
            END IF;
            IF p_file IS NOT NULL THEN
                INSERT INTO statement_import (account_id, file_name, digest, format, rules, rows, net_minor, request_key,
                    author)
                VALUES (p_account, p_file, coalesce(p_digest, ''), p_format, p_rules, 0, 0, p_key, v_person)
                RETURNING id INTO record_id;
            END IF;
            WITH own AS (
                DELETE FROM \(importStagingTable) AS s
                WHERE s.own_row IS NOT NULL AND EXISTS (
                    SELECT 1 FROM ledger_entry AS e JOIN account AS a ON a.id = e.account_id
                    WHERE e.id = s.own_row AND (\(access(of: "a"))) IS NOT NULL)
                RETURNING 1
            ) SELECT count(*) INTO held FROM own;
            \(LedgerWrite.insertSQL(
                from: """
                    SELECT \(LedgerWrite.columnNames.map { $0 == "import_id" ? "record_id AS import_id" : $0 }
                        .joined(separator: ", ")), ordinal
                    FROM \(importStagingTable)
                    """,
                stamping: [("author", "v_person")], into: "added, added_net"));
            IF record_id IS NOT NULL THEN
                IF added = 0 THEN
                    DELETE FROM statement_import WHERE id = record_id;
                    record_id := NULL;
                ELSE
                    UPDATE statement_import SET rows = added, net_minor = added_net WHERE id = record_id;
                END IF;
            END IF;
            PERFORM vbank_move_balance(p_account, added_net, false);
            IF added >= \(PostgresStatementImport.rowsThatOutdateThePlanner) THEN
                ANALYZE ledger_entry;
            END IF;
            DROP TABLE \(importStagingTable);
            \(wholeBankOff)
        END
        $f$;
        """
}
