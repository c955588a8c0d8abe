import BankDomain
import Vipera
import ViperaSpyable

/// One transaction as a row of a list, shared by the scenes that list transactions.
@TableRow
struct TransactionRow: Sendable, Equatable, Encodable {
    /// The row's number in the list.
    let number: String
    /// The transaction's stable identifier, which `open #ID` and links name it by.
    let id: String
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
    /// Whether money came in, which the view shows in green.
    let isCredit: Bool
    /// The signed amount in minor units, for programs: `-5000`.
    let amountMinor: Int64
    /// The amount's currency, such as `USD`.
    let currency: String
    /// When, as an ISO 8601 moment in UTC, for programs.
    let timestamp: String

    /// The digits of the largest identifier.
    private static let idCapacity = 20

    /// The row for `transaction`, numbered `number`.
    init(number: Int, transaction: Transaction, accountName: String, currency: String, formatting: BankFormatting) {
        self.number = String(number)
        id = ShortText.make(capacity: Self.idCapacity) { $0.append(number: UInt64(clamping: transaction.id)) }
        date = formatting.dates.relative(transaction.date)
        memo = transaction.memo
        category = transaction.category.rawValue
        account = accountName
        amount = formatting.signedAmount(of: transaction, currency: currency)
        isCredit = transaction.type == .credit
        amountMinor = transaction.signedMinorUnits
        self.currency = currency
        timestamp = formatting.dates.isoTimestamp(transaction.date)
    }
}
