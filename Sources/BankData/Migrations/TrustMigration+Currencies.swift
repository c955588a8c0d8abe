import BankDomain
import BankStorage
import Foundation
import GRDB

/// Schema v8's rescaling of amounts in a bank file.
extension CurrencyRescale {
    // MARK: - SQLite

    /// Rescales the amounts of every account of a bank file whose currency is not kept in
    /// hundredths, inside the migration's transaction, after its rows have their days.
    static func migrate(_ db: Database) throws {
        let accounts = try Row.fetchAll(db, sql: "SELECT id, currency FROM account")
        for account in accounts where changes(account[1]) {
            try rescaleLedger(of: account[0], currency: account[1], db)
            try db.execute(
                sql: """
                    UPDATE account SET openingBalanceMinor = ?, creditLimitMinor = ? WHERE id = ?
                    """,
                arguments: try accountAmounts(of: account[0], currency: account[1], db))
            try db.execute(
                sql: "UPDATE account SET balanceMinor = openingBalanceMinor + \(OpeningBalances.ledgerNetExpression) "
                    + "WHERE id = ?",
                arguments: [account[0] as Int64])
        }
    }

    // MARK: - Private

    private static func accountAmounts(of id: Int64, currency: String, _ db: Database) throws -> StatementArguments {
        let row = try Row.fetchOne(
            db, sql: "SELECT openingBalanceMinor, creditLimitMinor FROM account WHERE id = ?", arguments: [id])
        let (opening, limit): (Int64, Int64) = (row?[0] ?? 0, row?[1] ?? 0)
        return [
            rescaled(opening, currency: currency, isLedgerAmount: false),
            rescaled(limit, currency: currency, isLedgerAmount: false), id,
        ]
    }

    private static func rescaleLedger(of accountID: Int64, currency: String, _ db: Database) throws {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, amountMinor, type, importKey, day, memo, category FROM ledgerEntry WHERE accountId = ?
                """,
            arguments: [accountID])
        var changed: [(id: Int64, amount: Int64, key: Int64?)] = []
        while let row = try rows.next() {
            let (id, amount, isCredit): (Int64, Int64, Bool) = (
                row[0], row[1], row[2] == TransactionType.credit.rawValue
            )
            let new = rescaled(amount, currency: currency, isLedgerAmount: true)
            let key = (row[3] as Int64?).flatMap { key in
                (row[4] as Int?).flatMap { day in
                    rekeyed(
                        key, day: CalendarDay(daysSince1970: day), memo: row[5], category: row[6],
                        old: isCredit ? amount : -amount, new: isCredit ? new : -new)
                }
            }
            changed.append((id, new, key))
        }
        for row in changed {
            try db.cachedStatement(sql: "UPDATE ledgerEntry SET amountMinor = ? WHERE id = ?")
                .execute(arguments: [row.amount, row.id])
            if let key = row.key {
                // A key another row of the account took stays as it was rather than failing the migration.
                try db.cachedStatement(sql: "UPDATE OR IGNORE ledgerEntry SET importKey = ? WHERE id = ?")
                    .execute(arguments: [key, row.id])
            }
        }
    }
}
