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

    /// Adds the column and records the opening balances of the accounts there are. A bank from
    /// before this column had no record of them, so its balances as they stand are taken as right.
    static func create(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE account ADD COLUMN openingBalanceMinor INTEGER NOT NULL DEFAULT 0")
        try recordFromLedger(db)
    }

    /// Sets every account's opening balance to what its balance was before its ledger: for a bank
    /// whose balances and ledger were written together, such as the demo bank.
    static func recordFromLedger(_ db: Database) throws {
        try db.execute(sql: "UPDATE account SET openingBalanceMinor = balanceMinor - \(ledgerNetExpression)")
    }
}
