import GRDB

/// Each account's balance before its first ledger row, so that every balance can be held against
/// its ledger: the balance is the opening balance plus the credits less the debits. Transfers and
/// imports move a balance only by the rows they write, so the two stay equal; ``BankCheck``
/// reports an account where they do not.
enum OpeningBalances {
    /// What an account's ledger adds to its opening balance, in SQL, for the account row `account`.
    static let ledgerNetExpression = """
        COALESCE((SELECT SUM(CASE type WHEN 'credit' THEN amountMinor ELSE -amountMinor END)
                  FROM ledgerEntry WHERE accountId = account.id), 0)
        """

    /// Adds the column and records the opening balances of the accounts there are: what each
    /// balance was before its ledger. A bank from before this column had no record of them, so its
    /// balances as they stand are taken as right.
    static func create(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE account ADD COLUMN openingBalanceMinor INTEGER NOT NULL DEFAULT 0;
                UPDATE account SET openingBalanceMinor = balanceMinor - \(ledgerNetExpression);
                """)
    }
}
