import BankDomain

/// `vbank verify` on a server bank is one call: `vbank_verify` reads the schema's version, every
/// account the caller may see against its opening balance plus its ledger, the tallies against
/// the ledger, the rows beyond ``MoneyBounds`` and the transfers whose two rows do not balance,
/// all in the one snapshot of its statement, and answers them as one JSON document.
extension PostgresSchema {
    // MARK: - Constants

    /// The function's signature: the most out-of-bounds rows to list, and the bound.
    static let verifySignature = "vbank_verify(integer, bigint)"
    /// The transfers' check, which reads the whole bank.
    static let unbalancedTransfersSignature = "vbank_unbalanced_transfers()"

    /// The setting a function of the owner's sets while it reads every person's rows.
    static let wholeBankSetting = "vbank.whole_bank"

    /// The functions of version 14 that check the bank.
    static let verifyFunctions = """
        \(unbalancedTransfers)
        \(verify)
        """

    // MARK: - Private

    /// How many transfers, by their key, do not have one credit and one debit of one amount. It
    /// reads every row, as its owner, whoever calls: a person may see one side of a transfer and
    /// not the other (the owner too), and learns only how many are broken.
    private static let unbalancedTransfers = unbalancedTransfers(creating: "CREATE", keyed: "request_key IS NOT NULL")

    /// Version 18's check of transfers: since records carry keys too, only transfers' rows are
    /// paired.
    static let transfersAmongKeyedRows =
        unbalancedTransfers(creating: "CREATE OR REPLACE", keyed: "request_key IS NOT NULL AND category = 'transfer'")
        + ownedByTheBank([unbalancedTransfersSignature])

    /// The check of transfers, made by `creating`, over the rows that are `keyed`.
    private static func unbalancedTransfers(creating: String, keyed: String) -> String {
        """
        \(creating) FUNCTION vbank_unbalanced_transfers() RETURNS bigint
        LANGUAGE plpgsql STABLE SECURITY DEFINER AS $f$
        DECLARE
            v_broken bigint;
        BEGIN
            PERFORM set_config('\(wholeBankSetting)', 'on', true);
            SELECT count(*) INTO v_broken FROM (
                SELECT request_key FROM ledger_entry WHERE \(keyed) GROUP BY request_key
                HAVING count(*) <> 2 OR count(*) FILTER (WHERE type = 'credit') <> 1
                    OR min(amount_minor) <> max(amount_minor)
            ) AS broken;
            PERFORM set_config('\(wholeBankSetting)', 'off', true);
            RETURN v_broken;
        END
        $f$;
        """
    }

    /// The tallies agree when each holds exactly the ledger's counts and sums per account,
    /// category and type: the counts every row, the calendar day's the rows of days, the periods'
    /// the rows of moments.
    private static var talliesAgree: String {
        let tallies =
            [("ledger_tally", ""), (calendarDayTally, "WHERE day IS NOT NULL")]
            + periodTallies.map { ($0.table, "WHERE day IS NULL") }
        return tallies.map { table, rows in
            let ledger = """
                SELECT account_id, category, type, count(*)::numeric, sum(amount_minor)::numeric
                FROM ledger_entry \(rows) GROUP BY 1, 2, 3
                """
            let tally = """
                SELECT account_id, category, type, sum(entries)::numeric, sum(amount_minor)::numeric
                FROM \(table) WHERE entries > 0 GROUP BY 1, 2, 3
                """
            return "NOT EXISTS ((\(ledger)) EXCEPT ALL (\(tally))) AND NOT EXISTS ((\(tally)) EXCEPT ALL (\(ledger)))"
        }
        .joined(separator: "\n            AND ")
    }

    private static var verify: String {
        """
        CREATE FUNCTION vbank_verify(p_listed integer, p_bound bigint) RETURNS json
        LANGUAGE sql STABLE AS $f$
            SELECT json_build_object(
                'applied', (SELECT count(*) FROM vbank_migration),
                'accounts', coalesce((
                    SELECT json_agg(json_build_object(
                        'name', a.name, 'number', a.number, 'currency', a.currency,
                        'balance', a.balance_minor::text,
                        'ledger', (a.opening_balance_minor + coalesce((
                            SELECT sum(CASE type WHEN 'credit' THEN amount_minor ELSE -amount_minor END)
                            FROM ledger_entry WHERE account_id = a.id), 0))::text
                    ) ORDER BY a.position, a.id)
                    FROM account AS a), '[]'::json),
                'transactions', (SELECT count(*) FROM ledger_entry),
                'talliesAgree', (\(talliesAgree)),
                'outOfBoundsCount', (SELECT count(*) FROM ledger_entry WHERE amount_minor > p_bound),
                'outOfBounds', coalesce((
                    SELECT json_agg(json_build_object(
                        'id', o.id, 'account', o.name, 'currency', o.currency, 'date', o.date,
                        'amount', o.amount_minor::text, 'type', o.type, 'day', o.day
                    ) ORDER BY o.id)
                    FROM (
                        SELECT l.id, a.name, a.currency, l.date, l.amount_minor, l.type, l.day
                        FROM ledger_entry AS l JOIN account AS a ON a.id = l.account_id
                        WHERE l.amount_minor > p_bound ORDER BY l.id LIMIT p_listed
                    ) AS o), '[]'::json),
                'unbalancedTransfers', vbank_unbalanced_transfers()
            )
        $f$;
        """
    }
}
