import BankDomain
import BankStorage
import GRDB

/// Writes the demo bank into an empty database, inside the caller's transaction.
enum DemoDataWriter {
    /// Writes `bank`; its tallies by period too, unless `talliesByPeriod` defers them
    /// (``DeferredPeriodTallies``).
    static func write(_ bank: BankContents, into db: Database, talliesByPeriod: Bool = true) throws {
        let accounts = try db.makeStatement(
            sql: """
                INSERT INTO account (id, position, name, type, number, iban, ibanIsExample, currency, balanceMinor,
                                     creditLimitMinor, openingBalanceMinor)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        for row in bank.accounts {
            let account = row.account
            try accounts.execute(arguments: [
                account.id, row.position, account.name, account.type.rawValue, account.number, account.iban ?? "",
                account.ibanIsExample, account.currency, account.balanceMinor, account.creditLimitMinor,
                row.openingBalanceMinor,
            ])
        }
        try LedgerInsert(in: db, talliesByPeriod: talliesByPeriod).insert(bank.ledger)
        let cards = try db.makeStatement(
            sql: """
                INSERT INTO card (id, accountId, number, holder, expiryMonth, expiryYear, status, monthlyLimitMinor)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        )
        for row in bank.cards {
            let card = row.card
            try cards.execute(arguments: [
                card.id, card.accountID, card.number, card.holder, card.expiryMonth, card.expiryYear,
                card.status.rawValue, row.monthlyLimitMinor,
            ])
        }
        try db.execute(
            sql: "INSERT INTO settings (id, pageSize, showsBalances, usesColour) VALUES (1, ?, ?, ?)",
            arguments: [bank.settings.pageSize, bank.settings.showsBalances, bank.settings.usesColour]
        )
    }
}
