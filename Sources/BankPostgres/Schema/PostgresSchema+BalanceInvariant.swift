/// Part of version 14: a balance changes only together with its ledger, whoever writes and with
/// whatever client. The server keeps each account's ledger net (`ledger_net_minor`: its credits
/// less its debits), by a trigger on the ledger that runs as the bank's owner, and checks when a
/// transaction commits that every account it touched still holds its opening balance plus that
/// net. A balance set at psql without a ledger row, or a ledger row written or removed without
/// its balance, is refused at `COMMIT` (SQLSTATE `VB120`) and leaves the bank as it was.
///
/// Nobody but an administrator sets an opening balance or the net itself: an account a person
/// opens starts at zero, and its opening deposit is a ledger row like any other.
extension PostgresSchema {
    // MARK: - Constants

    /// The SQLSTATE of a commit whose balances are not their ledgers.
    static let balanceNotLedgerState = "VB120"

    // MARK: - Version 14

    static let balanceIsItsLedger = [ledgerNet, keptByTheLedger, checkedAtCommit].joined(separator: "\n")

    // MARK: - Private

    private static let ledgerNet = """
        ALTER TABLE account ADD COLUMN ledger_net_minor bigint NOT NULL DEFAULT 0;
        UPDATE account AS a SET ledger_net_minor = coalesce((SELECT sum(CASE type WHEN 'credit' THEN amount_minor
            ELSE -amount_minor END) FROM ledger_entry WHERE account_id = a.id), 0);
        """

    /// The net follows every statement on the ledger, summed once a statement and account.
    private static let keptByTheLedger =
        [
            follower("insert", moving: signed("added", by: "")),
            follower("delete", moving: signed("removed", by: "-")),
            follower("update", moving: signed("added", by: "") + " UNION ALL " + signed("removed", by: "-")),
        ].joined(separator: "\n") + "\n" + """
            CREATE TRIGGER ledger_entry_net_inserted AFTER INSERT ON ledger_entry
                REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vbank_follow_ledger_insert();
            CREATE TRIGGER ledger_entry_net_deleted AFTER DELETE ON ledger_entry
                REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vbank_follow_ledger_delete();
            CREATE TRIGGER ledger_entry_net_updated AFTER UPDATE ON ledger_entry
                REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
                EXECUTE FUNCTION vbank_follow_ledger_update();
            CREATE FUNCTION vbank_ledger_not_emptied() RETURNS trigger LANGUAGE plpgsql AS $f$
            BEGIN
                RAISE EXCEPTION 'the ledger is emptied only with its accounts' USING ERRCODE = '\(balanceNotLedgerState)';
            END
            $f$;
            CREATE TRIGGER ledger_entry_not_truncated BEFORE TRUNCATE ON ledger_entry
                FOR EACH STATEMENT EXECUTE FUNCTION vbank_ledger_not_emptied();
            """

    /// The trigger function of one kind of statement: the accounts' nets move by the `moving`
    /// rows' signed amounts, summed once an account.
    private static func follower(_ statement: String, moving rows: String) -> String {
        """
        CREATE FUNCTION vbank_follow_ledger_\(statement)() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $f$
        BEGIN
            UPDATE account AS a SET ledger_net_minor = a.ledger_net_minor + d.net
            FROM (SELECT account_id, sum(net)::bigint AS net FROM (\(rows)) AS moved GROUP BY account_id) AS d
            WHERE a.id = d.account_id AND d.net <> 0;
            RETURN NULL;
        END
        $f$;
        """
    }

    /// The rows of a transition table with their amounts signed as the ledger counts them (a
    /// credit adds), or against it (`sign` "-": rows taken away).
    private static func signed(_ table: String, by sign: String) -> String {
        "SELECT account_id, \(sign)(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END) AS net FROM \(table)"
    }

    /// The functions that run as the bank's owner, for ``version14``'s ownership.
    static let balanceFunctions = [
        "vbank_follow_ledger_insert()", "vbank_follow_ledger_delete()", "vbank_follow_ledger_update()",
        "vbank_balance_is_its_ledger()",
    ]

    /// Only the ledger's trigger, a server function or an administrator sets the net or an
    /// opening balance; the check waits for the commit, as a write moves the balance and the
    /// ledger in two statements.
    private static let checkedAtCommit = """
        CREATE FUNCTION vbank_net_kept() RETURNS trigger LANGUAGE plpgsql AS $f$
        BEGIN
            IF (TG_OP = 'INSERT' AND (NEW.ledger_net_minor <> 0 OR NEW.opening_balance_minor <> 0)
                    OR TG_OP = 'UPDATE' AND (NEW.ledger_net_minor IS DISTINCT FROM OLD.ledger_net_minor
                        OR NEW.opening_balance_minor IS DISTINCT FROM OLD.opening_balance_minor))
                AND NOT vbank_is_administrator(TG_RELID)
            THEN
                RAISE EXCEPTION 'only the ledger moves account %''s ledger net and opening balance', NEW.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN NEW;
        END
        $f$;
        CREATE TRIGGER account_net_kept BEFORE INSERT OR UPDATE ON account
            FOR EACH ROW EXECUTE FUNCTION vbank_net_kept();
        CREATE FUNCTION vbank_balance_is_its_ledger() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            now_held record;
        BEGIN
            SELECT name, balance_minor, opening_balance_minor, ledger_net_minor INTO now_held
            FROM account WHERE id = NEW.id;
            IF FOUND AND now_held.balance_minor <> now_held.opening_balance_minor + now_held.ledger_net_minor THEN
                RAISE EXCEPTION 'the balance of % would be % minor units, but its ledger says %', now_held.name,
                    now_held.balance_minor, now_held.opening_balance_minor + now_held.ledger_net_minor
                    USING ERRCODE = '\(balanceNotLedgerState)';
            END IF;
            RETURN NULL;
        END
        $f$;
        CREATE CONSTRAINT TRIGGER account_balance_is_its_ledger AFTER INSERT OR UPDATE ON account
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vbank_balance_is_its_ledger();
        """
}
