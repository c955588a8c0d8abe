import BankDomain
import BankStorage
import Foundation
import GRDB

/// Turns SQLite's rows into entities. Columns are read by position, in the order of the `columns`
/// strings, so the select lists and the decoders cannot drift apart.
extension RowDecoding {
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
}
