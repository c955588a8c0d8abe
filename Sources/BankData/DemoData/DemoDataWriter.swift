import BankDomain
import GRDB

/// Writes generated demo data into an empty database, inside the caller's transaction.
enum DemoDataWriter {
    static func write(_ generator: DemoDataGenerator, into db: Database) throws {
        var generator = generator
        let accounts = generator.accounts()
        let ledger = generator.ledger()
        try insert(accounts, openingFrom: ledger, into: db)
        try insert(ledger, into: db)
        try insert(generator.cards(), into: db)
        try db.execute(
            sql: "INSERT INTO settings (id, pageSize, showsBalances, usesColour) VALUES (1, ?, ?, ?)",
            arguments: [
                UserSettings.defaults.pageSize, UserSettings.defaults.showsBalances, UserSettings.defaults.usesColour,
            ]
        )
    }

    // MARK: - Private

    /// The plans give each account's final balance; the ledger is the history that led there
    /// from its opening balance, which is the final one less what the ledger adds up to. Both are
    /// held to ``MoneyBounds`` like any other balance (the rows, by the ledger's insert).
    private static func insert(
        _ accounts: [DemoDataGenerator.AccountRow], openingFrom ledger: [DemoDataGenerator.LedgerRow],
        into db: Database
    ) throws {
        var net: [Int64: MinorSum] = [:]
        for row in ledger {
            try net[row.accountID, default: MinorSum()].add(row.type == .credit ? row.amountMinor : -row.amountMinor)
        }
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO account (id, position, name, type, number, iban, currency, balanceMinor, creditLimitMinor,
                                     openingBalanceMinor)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        for account in accounts {
            let final = account.plan.finalBalanceMinor
            var opening = MinorSum(final)
            try opening.subtract(net[account.id, default: MinorSum()].value)
            for balance in [final, opening.value, account.plan.creditLimitMinor] {
                try MoneyBounds.checkAmount(balance)
            }
            try statement.execute(arguments: [
                account.id, account.id, account.plan.name, account.plan.type.rawValue, account.number, account.iban,
                DemoCatalog.currency, final, account.plan.creditLimitMinor, opening.value,
            ])
        }
    }

    private static func insert(_ ledger: [DemoDataGenerator.LedgerRow], into db: Database) throws {
        try LedgerInsert(in: db).insert(
            ledger.map { row in
                LedgerRow(
                    accountID: row.accountID,
                    transaction: NewTransaction(
                        date: row.date, memo: row.memo, category: row.category, amountMinor: row.amountMinor,
                        type: row.type, counterparty: row.counterparty)
                )
            }
        )
    }

    private static func insert(_ cards: [DemoDataGenerator.CardRow], into db: Database) throws {
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO card (id, accountId, number, holder, expiryMonth, expiryYear, status, monthlyLimitMinor)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        for card in cards {
            try statement.execute(arguments: [
                card.id, card.accountID, card.number, DemoCatalog.holder, card.expiryMonth, card.expiryYear,
                card.status.rawValue, card.monthlyLimitMinor,
            ])
        }
    }
}
