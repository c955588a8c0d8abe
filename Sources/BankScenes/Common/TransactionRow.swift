import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// One transaction as a row of a list, shared by the scenes that list transactions.
///
/// The row keeps what only JSON shows (the identifier's text and the ISO moment) as the values
/// they are made from, and writes their text when it is encoded: a screen of text never pays for
/// them.
@TableRow
struct TransactionRow: Sendable, Equatable, Encodable {
    /// The row's number in the list.
    let number: String
    /// When, relative to now.
    let date: String
    /// The statement text.
    let memo: String
    /// The category.
    let category: String
    /// The account's name, where a list spans accounts.
    let account: String
    /// The signed amount, such as `-$50.00`.
    let amount: String
    /// `✓` for a row a reconciliation covers, otherwise empty.
    let reconciled: String
    /// What the account held after the row, where a list shows it; otherwise empty.
    var balance: String = ""
    /// The same in minor units, for programs; nil where it is not shown.
    private(set) var balanceMinor: Int64?
    /// Whether money came in, which the view shows in green.
    let isCredit: Bool
    /// The signed amount in minor units, for programs: `-5000`.
    let amountMinor: Int64
    /// The amount's currency, such as `USD`.
    let currency: String
    /// The transaction's stable identifier.
    private let transactionID: Transaction.ID
    /// When it happened: on a day, or at a moment.
    private let when: LedgerDate

    /// The row for `transaction`, numbered `number`, its date worded as seen from `today` (see
    /// ``RelativeDateFormatter/today``), which a list works out once: by default, now.
    init(
        number: Int, transaction: Transaction, accountName: String, currency: String, formatting: BankFormatting,
        today: Int? = nil, isReconciled: Bool = false
    ) {
        reconciled = isReconciled ? Strings.Common.reconciledMark : ""
        self.number = String(number)
        date = formatting.dates.relative(transaction.when, today: today ?? formatting.dates.today)
        memo = transaction.memo
        category = transaction.category.rawValue
        account = accountName
        amount = formatting.signedAmount(of: transaction, currency: currency)
        isCredit = transaction.type == .credit
        amountMinor = transaction.signedMinorUnits
        self.currency = currency
        transactionID = transaction.id
        when = transaction.when
    }

    /// One account's `transactions` as rows numbered from 1, their dates worded as seen from
    /// `today`, each marked when `reconciliation` covers it.
    static func numbered(
        _ transactions: some Collection<Transaction>, of account: Account, formatting: BankFormatting, today: Int,
        reconciliation: Reconciliation? = nil
    ) -> [TransactionRow] {
        transactions.enumerated().map { offset, transaction in
            TransactionRow(
                number: offset + 1, transaction: transaction, accountName: account.name, currency: account.currency,
                formatting: formatting, today: today, isReconciled: reconciliation?.covers(transaction) == true)
        }
    }

    /// `rows`, newest first, each with what the account held after it: `first` after the first,
    /// then less each row's amount going down. Hidden balances are dots.
    static func withBalances(
        _ rows: [TransactionRow], startingAt first: Int64, currency: String, isVisible: Bool,
        formatting: BankFormatting
    ) -> [TransactionRow] {
        var after = first
        return rows.map { row in
            var shown = row
            shown.balanceMinor = after
            shown.balance = formatting.balance(minorUnits: after, currency: currency, isVisible: isVisible)
            // Amounts within the bound add up without overflow, as the ledger's sums do.
            after = after &- row.amountMinor
            return shown
        }
    }

    /// The identifier as `open #ID` and links name it.
    var id: String { String(UInt64(clamping: transactionID)) }

    /// When, for programs: a row of a moment as an ISO 8601 moment in UTC; nil for a row of a
    /// day, which has no moment.
    var timestamp: String? {
        guard case .moment(let moment) = when else { return nil }
        return RelativeDateFormatter.isoTimestamp(moment)
    }

    /// The day, for programs: a row of a day as "2025-11-15"; nil for a row of a moment, whose
    /// day depends on where it is seen.
    var day: String? {
        guard case .day(let day) = when else { return nil }
        return day.isoText
    }

    // MARK: - Encodable

    private enum CodingKeys: String, CodingKey {
        case number, id, date, day, memo, category, account, amount, isCredit, amountMinor, currency, timestamp
        case isReconciled, balanceMinor
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(id, forKey: .id)
        try container.encode(date, forKey: .date)
        try container.encodeIfPresent(day, forKey: .day)
        try container.encode(memo, forKey: .memo)
        try container.encode(category, forKey: .category)
        try container.encode(account, forKey: .account)
        try container.encode(amount, forKey: .amount)
        try container.encode(isCredit, forKey: .isCredit)
        try container.encode(amountMinor, forKey: .amountMinor)
        try container.encode(currency, forKey: .currency)
        try container.encodeIfPresent(timestamp, forKey: .timestamp)
        if !reconciled.isEmpty {
            try container.encode(true, forKey: .isReconciled)
        }
        try container.encodeIfPresent(balanceMinor, forKey: .balanceMinor)
    }
}
