import BankDomain
import BankStorage

/// Version 19 of the schema: a reconciliation is recorded only by the bank's own function, which
/// sums the ledger itself and records the balance only when the ledger agrees with it: a
/// reconciliation says what the ledger held, whoever asks and with whatever client. People read
/// reconciliations and write none.
extension PostgresSchema {
    // MARK: - Constants

    /// The call: account, day, the boundary at its end (the day after, and its first moment where
    /// the person is), and the balance the bank gave.
    static let reconcileCall =
        "SELECT vbank_reconcile($1::bigint, $2::integer, $3::double precision, $4::bigint)"

    // MARK: - Version 19

    static let version19 = [
        """
        CREATE POLICY server_function ON reconciliation USING ((SELECT vbank_in_server_function()))
            WITH CHECK ((SELECT vbank_in_server_function()));
        """,
        reconcile,
        ownedByTheBank(["vbank_reconcile(bigint, integer, double precision, bigint)"]),
        """
        REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON reconciliation FROM \(people);
        REVOKE USAGE ON SEQUENCE reconciliation_id_seq FROM \(people);
        """,
    ].joined(separator: "\n")

    // MARK: - Private

    /// How far from midnight UTC a day may end where a person is, with room for the offsets of
    /// history's zones.
    private static let dayEndsWithin = 16 * 3_600

    /// Records the reconciliation and returns it when the ledger's balance at the end of the day is
    /// `p_balance`; null, recording nothing, when it is not.
    private static let reconcile = """
        CREATE FUNCTION vbank_reconcile(p_account bigint, p_day integer, p_ends_at double precision, p_balance bigint)
        RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $f$
        DECLARE
            \(caller)
            v_account record;
            v_after numeric;
            v_id bigint;
        BEGIN
            UPDATE bank_revision SET revision = revision + 1 WHERE id = 1;
            PERFORM 1 FROM account WHERE id = p_account FOR UPDATE;
            \(readMovable("v_account", id: "p_account"))
            IF p_day IS NULL OR p_day > \(latestDayBegun) OR p_day < v_account.opened_on
                OR p_ends_at IS NULL OR abs(p_ends_at - (p_day + 1) * 86400.0) > \(dayEndsWithin)
            THEN
                RAISE EXCEPTION 'the day % is one % cannot be reconciled on: before it opened, or not yet over',
                    p_day, v_account.name USING ERRCODE = 'VB109';
            ELSIF p_balance IS NULL OR abs(p_balance) > \(MoneyBounds.maximumMinor) THEN
                RAISE EXCEPTION 'a balance is at most \(MoneyBounds.maximumMinor) minor units' USING ERRCODE = 'VB105';
            END IF;
            SELECT coalesce(sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END), 0) INTO v_after
            FROM ledger_entry WHERE account_id = p_account
                AND CASE WHEN day IS NOT NULL THEN day >= p_day + 1 ELSE date >= p_ends_at END;
            IF v_account.balance_minor - v_after <> p_balance THEN
                RETURN NULL;
            END IF;
            INSERT INTO reconciliation (account_id, day, ends_at, balance_minor, through_row, made_at, author)
            SELECT p_account, p_day, p_ends_at, p_balance, coalesce(max(id), 0), extract(epoch FROM now()), v_person
            FROM ledger_entry WHERE account_id = p_account
            RETURNING id INTO v_id;
            RETURN v_id;
        END
        $f$;
        """
}
