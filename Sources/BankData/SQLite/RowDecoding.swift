package import BankDomain
import Foundation
import GRDB

/// Turns rows into entities. Columns are read by position, in the order of the `columns` strings,
/// so the select lists and the decoders cannot drift apart.
package enum RowDecoding {
    // MARK: - Accounts

    static let accountColumns =
        "id, name, type, number, iban, currency, balanceMinor, creditLimitMinor, closedAt IS NOT NULL, ibanIsExample, "
        + "openedOn"

    /// How many columns ``accountColumns`` names: a select may read more after them.
    static let accountColumnCount = accountColumns.split(separator: ",").count

    static func account(_ row: Row) throws -> Account {
        Account(
            id: row[0],
            name: row[1],
            type: try value(AccountType.self, row[2]),
            number: row[3],
            iban: iban(row[4]),
            ibanIsExample: row[9],
            currency: row[5],
            balanceMinor: row[6],
            creditLimitMinor: row[7],
            isClosed: row[8],
            openedOn: (row[10] as Int?).map(CalendarDay.init(daysSince1970:))
        )
    }

    /// The IBAN the `iban` column holds: a bank file keeps none as an empty text, as the column
    /// was made `NOT NULL` before IBANs were the user's to give.
    static func iban(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    // MARK: - Transactions

    /// The sort key comes last: pages merged from several walks are ordered by it.
    static let transactionColumns = "id, accountId, date, memo, category, amountMinor, type, counterparty, day, sortKey"

    static func transaction(_ row: Row) throws -> Transaction {
        Transaction(
            id: row[0],
            accountID: row[1],
            date: Date(timeIntervalSince1970: row[2]),
            day: (row[8] as Int?).map(CalendarDay.init(daysSince1970:)),
            memo: row[3],
            category: try value(TransactionCategory.self, row[4]),
            amountMinor: row[5],
            type: try value(TransactionType.self, row[6]),
            counterparty: row[7]
        )
    }

    /// A total selected as `category, type, SUM(amountMinor), COUNT(*)`.
    static func ledgerTotal(_ row: Row) throws -> LedgerTotal {
        try ledgerTotal(category: row[0], type: row[1], amountMinor: minorUnits(row, 2), entries: row[3])
    }

    /// The minor units a tally or a sum holds in column `index`. SQLite adds integers past 64
    /// bits as floating point, which only amounts written beyond ``MoneyBounds`` before it
    /// existed can make: that is ``BankError/sumTooLarge``, never a rounded amount.
    static func minorUnits(_ row: Row, _ index: Int) throws -> Int64 {
        let value: DatabaseValue = row[index]
        switch value.storage {
        case .int64(let minor): return minor
        case .double: throw BankError.sumTooLarge
        case .null, .string, .blob: throw UnexpectedValue(value: value.description, type: "minor units")
        }
    }

    /// A total from its stored category and type.
    package static func ledgerTotal(category: String, type: String, amountMinor: Int64, entries: Int) throws
        -> LedgerTotal
    {
        LedgerTotal(
            category: try value(TransactionCategory.self, category),
            type: try value(TransactionType.self, type),
            amountMinor: amountMinor,
            entries: entries
        )
    }

    // MARK: - Cards

    static let cardColumns = "id, accountId, number, holder, expiryMonth, expiryYear, status, monthlyLimitMinor"

    static func card(_ row: Row) throws -> Card {
        Card(
            id: row[0],
            accountID: row[1],
            number: row[2],
            holder: row[3],
            expiryMonth: row[4],
            expiryYear: row[5],
            status: try value(CardStatus.self, row[6]),
            monthlyLimit: MinorUnits.amount(of: row[7], currency: Currency.bankDefault)
        )
    }

    // MARK: - Private

    package static func value<Value: RawRepresentable>(_ type: Value.Type, _ raw: String) throws -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: raw) else {
            throw UnexpectedValue(value: raw, type: String(describing: type))
        }
        return value
    }
}

/// A value in the database that vbank never writes: the file was changed behind its back. The
/// user reads that the bank is damaged; the log names the value.
struct UnexpectedValue: Error, CustomStringConvertible {
    let value: String
    let type: String

    var description: String {
        "unexpected \(type) '\(value)' in the database"
    }
}
