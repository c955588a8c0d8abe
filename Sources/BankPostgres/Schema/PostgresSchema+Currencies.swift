import BankDomain
import BankStorage

extension PostgresSchema {
    // MARK: - Version 6: Minor Units

    /// Rescales the amounts of every account whose currency is not kept in hundredths, as
    /// ``CurrencyRescale`` does for a bank file, on `connection` inside the migration's
    /// transaction, once the rows have their days and before the tallies are summed again.
    static func rescaleCurrencies(on connection: PostgresConnection) throws {
        let accounts = try connection.execute("SELECT id, currency FROM account ORDER BY id")
        for row in 0..<accounts.count {
            let (id, currency) = (try accounts.int64(row, 0), try accounts.string(row, 1))
            guard CurrencyRescale.changes(currency) else { continue }
            try rescaleLedger(of: id, currency: currency, on: connection)
            let amounts = try connection.execute(
                "SELECT opening_balance_minor, credit_limit_minor FROM account WHERE id = $1", [String(id)])
            let rescaled = { (column: Int) throws in
                String(
                    CurrencyRescale.rescaled(try amounts.int64(0, column), currency: currency, isLedgerAmount: false))
            }
            _ = try connection.execute(
                """
                UPDATE account SET opening_balance_minor = $1::bigint, credit_limit_minor = $2::bigint,
                    balance_minor = $1::bigint + coalesce((SELECT sum(CASE type WHEN 'credit' THEN amount_minor
                        ELSE -amount_minor END) FROM ledger_entry WHERE account_id = $3::bigint), 0)
                WHERE id = $3::bigint
                """, [try rescaled(0), try rescaled(1), String(id)])
        }
    }

    // MARK: - Private

    private static func rescaleLedger(of accountID: Int64, currency: String, on connection: PostgresConnection) throws {
        let rows = try connection.execute(
            "SELECT id, amount_minor, type, import_key, day, memo, category FROM ledger_entry WHERE account_id = $1",
            [String(accountID)])
        for row in 0..<rows.count {
            let amount = try rows.int64(row, 1)
            let isCredit = try rows.string(row, 2) == TransactionType.credit.rawValue
            let new = CurrencyRescale.rescaled(amount, currency: currency, isLedgerAmount: true)
            var key: Int64?
            if let old = rows.text(row, 3).flatMap({ Int64($0) }), let day = try rows.day(row, 4) {
                key = CurrencyRescale.rekeyed(
                    old, day: day, memo: try rows.string(row, 5), category: try rows.string(row, 6),
                    old: isCredit ? amount : -amount, new: isCredit ? new : -new)
            }
            // A key another row of the account took stays as it was rather than failing the migration.
            _ = try connection.execute(
                """
                UPDATE ledger_entry SET amount_minor = $1::bigint,
                    import_key = CASE WHEN $2::bigint IS NULL OR EXISTS (SELECT 1 FROM ledger_entry AS other
                        WHERE other.account_id = ledger_entry.account_id AND other.import_key = $2::bigint)
                        THEN import_key ELSE $2::bigint END
                WHERE id = $3::bigint
                """, [String(new), key.map { String($0) }, String(try rows.int64(row, 0))])
        }
    }
}
