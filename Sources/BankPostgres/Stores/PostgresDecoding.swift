import BankDomain
import BankStorage
import Foundation

/// Turns rows into entities. Columns are read by position, in the order of the `columns` strings,
/// so the select lists and the decoders cannot drift apart.
enum PostgresDecoding {
    // MARK: - Accounts

    /// An account's columns, then its owner, whether the person is its owner, and the level of its
    /// share with them, if any: a person who neither owns an account nor has a share sees it only
    /// as an administrator, who may do everything.
    static let accountColumns =
        "id, name, type, number, iban, currency, balance_minor, credit_limit_minor, closed_at IS NOT NULL, owner, "
        + "owner = current_user, "
        + "(SELECT level FROM account_share WHERE account_id = account.id AND person = current_user), "
        + "iban_is_example, opened_on"

    static func account(_ rows: PostgresRows, _ row: Int) throws -> Account {
        Account(
            id: try rows.int64(row, 0), name: try rows.string(row, 1),
            type: try RowDecoding.value(AccountType.self, try rows.string(row, 2)), number: try rows.string(row, 3),
            iban: rows.text(row, 4), ibanIsExample: try rows.bool(row, 12), currency: try rows.string(row, 5),
            balanceMinor: try rows.int64(row, 6),
            creditLimitMinor: try rows.int64(row, 7), isClosed: try rows.bool(row, 8), owner: try rows.string(row, 9),
            access: try access(rows, row, from: 10),
            openedOn: try rows.day(row, 13))
    }

    /// The access of columns `column` (whether the person owns it) and the next (its share).
    private static func access(_ rows: PostgresRows, _ row: Int, from column: Int) throws -> AccountAccess {
        guard try !rows.bool(row, column), let level = rows.text(row, column + 1) else { return .own }
        return .shared(try RowDecoding.value(ShareLevel.self, level))
    }

    static func accounts(_ rows: PostgresRows) throws -> [Account] {
        try (0..<rows.count).map { try account(rows, $0) }
    }

    // MARK: - Transactions

    static let transactionColumns = "id, account_id, date, memo, category, amount_minor, type, counterparty, day"

    static func transaction(_ rows: PostgresRows, _ row: Int) throws -> Transaction {
        Transaction(
            id: try rows.int64(row, 0), accountID: try rows.int64(row, 1),
            date: Date(timeIntervalSince1970: try rows.double(row, 2)),
            day: try rows.day(row, 8),
            memo: try rows.string(row, 3),
            category: try RowDecoding.value(TransactionCategory.self, try rows.string(row, 4)),
            amountMinor: try rows.int64(row, 5),
            type: try RowDecoding.value(TransactionType.self, try rows.string(row, 6)),
            counterparty: try rows.string(row, 7))
    }

    /// Who wrote a row, and whether it was the person at the bank.
    static let authorColumns = "author, author = current_user"

    /// The author in columns `column` and the next (``authorColumns``).
    static func author(_ rows: PostgresRows, _ row: Int, from column: Int) throws -> LedgerAuthor {
        guard let name = rows.text(row, column) else { return .unrecorded }
        return try rows.bool(row, column + 1) ? .you : .person(name)
    }

    static func transactions(_ rows: PostgresRows) throws -> [Transaction] {
        try (0..<rows.count).map { try transaction(rows, $0) }
    }

    /// Totals selected as `category, type, sum, count`.
    static func totals(_ rows: PostgresRows) throws -> [LedgerTotal] {
        try (0..<rows.count).map { row in
            try RowDecoding.ledgerTotal(
                category: try rows.string(row, 0), type: try rows.string(row, 1),
                amountMinor: try rows.minorSum(row, 2), entries: try rows.int(row, 3))
        }
    }

    // MARK: - Cards

    static let cardColumns =
        "id, account_id, number, holder, expiry_month, expiry_year, status, monthly_limit_minor"

    static func card(_ rows: PostgresRows, _ row: Int) throws -> Card {
        Card(
            id: try rows.int64(row, 0), accountID: try rows.int64(row, 1), number: try rows.string(row, 2),
            holder: try rows.string(row, 3), expiryMonth: try rows.int(row, 4), expiryYear: try rows.int(row, 5),
            status: try RowDecoding.value(CardStatus.self, try rows.string(row, 6)),
            monthlyLimit: MinorUnits.amount(of: try rows.int64(row, 7), currency: Currency.bankDefault))
    }
}
