package import BankDomain
import Foundation
import GRDB

/// Schema v8 (server v6), minor units: before it, every amount was kept in hundredths of its
/// currency, whatever the currency; from it, in the currency's own minor unit (ISO 4217,
/// ``Currency/digits(of:)``): yen, fils of a dinar. Accounts in a currency of two digits, nearly
/// all of them, keep their amounts as they are.
///
/// A currency with more digits is exact: a Bahraini amount is multiplied by ten. One with none
/// cannot keep a fraction: each amount is rounded to the whole unit, half away from zero, and a
/// ledger row keeps one unit at least, as a row always moved some money; the balance is then the
/// opening balance and the ledger again, so the money invariant holds. Statement rows get the
/// import keys of their new amounts, so importing their statement again still adds nothing.
package enum CurrencyRescale {
    // MARK: - Rescaling

    /// `hundredths` in minor units of `currency`; at least one minor unit when `isLedgerAmount`.
    package static func rescaled(_ hundredths: Int64, currency: String, isLedgerAmount: Bool) -> Int64 {
        let digits = Currency.digits(of: currency)
        guard digits != 2 else { return hundredths }
        guard digits < 2 else {
            return hundredths.multipliedReportingOverflow(by: MinorUnits.perMajorUnit(of: currency) / 100).partialValue
        }
        let divisor = 100 / MinorUnits.perMajorUnit(of: currency)
        let (quotient, remainder) = hundredths.quotientAndRemainder(dividingBy: divisor)
        let rounded = quotient + (remainder.magnitude * 2 >= divisor.magnitude ? (hundredths < 0 ? -1 : 1) : 0)
        return isLedgerAmount ? max(rounded, 1) : rounded
    }

    /// Whether amounts in `currency` are kept otherwise than in hundredths.
    package static func changes(_ currency: String) -> Bool {
        Currency.digits(of: currency) != 2
    }

    /// The import key of a statement row of `day` whose amount went from `old` to `new` minor
    /// units, when it was keyed `key`; nil when it keeps its key.
    package static func rekeyed(
        _ key: Int64, day: CalendarDay, memo: String, category: String, old: Int64, new: Int64
    ) -> Int64? {
        guard old != new else { return nil }
        return StatementImportKey.rekeyed(
            key, was: .init(day: day, memo: memo, signedMinorUnits: old, category: category),
            is: .init(day: day, memo: memo, signedMinorUnits: new, category: category), day: day)
    }

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
