public import Foundation

/// A transaction about to be recorded, before the store gives it an identifier: one row of an
/// imported statement.
public struct NewTransaction: Sendable, Equatable {
    // MARK: - Constants

    /// The dates the ledger records: 1 January 1900 to 31 December 2099 (UTC).
    public static let recordableDates =
        Date(timeIntervalSince1970: -2_208_988_800)..<Date(timeIntervalSince1970: 4_102_444_800)
    /// The calendar days the ledger records, as ``CalendarDay/daysSince1970``: 1 January 1900 to
    /// 31 December 2099.
    public static let recordableDays =
        CalendarDay(year: 1900, month: 1, day: 1)
        .daysSince1970..<CalendarDay(year: 2100, month: 1, day: 1).daysSince1970

    // MARK: - Properties

    /// When it happened: the moment, or noon in UTC of the day it happened on (``day``).
    public let date: Date
    /// The calendar day it happened on, for a statement row or an opening; nil for a row that
    /// happened at a moment (a transfer).
    public let day: CalendarDay?
    /// What the statement says.
    public let memo: String
    /// What kind of spending or income it is.
    public let category: TransactionCategory
    /// The amount in minor units (cents), always positive; ``type`` says which way it went.
    public let amountMinor: Int64
    /// Money in or money out.
    public let type: TransactionType
    /// Who paid or was paid.
    public let counterparty: String

    /// The amount with its sign, in minor units: positive for credits, negative for debits.
    public var signedMinorUnits: Int64 {
        type == .credit ? amountMinor : -amountMinor
    }

    // MARK: - Initialization

    /// Creates a transaction that happened at `date`, to record.
    public init(
        date: Date,
        memo: String,
        category: TransactionCategory,
        amountMinor: Int64,
        type: TransactionType,
        counterparty: String
    ) {
        self.init(
            date: date, day: nil, memo: memo, category: category, amountMinor: amountMinor, type: type,
            counterparty: counterparty)
    }

    /// Creates a transaction that happened on the calendar `day`, to record, dated where the
    /// ledger sorts it (``CalendarDay/ledgerDate(of:)``).
    public init(
        day: CalendarDay,
        memo: String,
        category: TransactionCategory,
        amountMinor: Int64,
        type: TransactionType,
        counterparty: String
    ) {
        self.init(
            date: day.ledgerDate(of: category), day: day, memo: memo, category: category, amountMinor: amountMinor,
            type: type,
            counterparty: counterparty)
    }

    /// The row `transaction` as it is to be written again: its date, day and every field, in
    /// `category` when one is given.
    public init(_ transaction: Transaction, category: TransactionCategory? = nil) {
        self.init(
            date: transaction.date, day: transaction.day, memo: transaction.memo,
            category: category ?? transaction.category, amountMinor: transaction.amountMinor, type: transaction.type,
            counterparty: transaction.counterparty)
    }

    /// The same row in `category`, of the same date and day: a rule's category is never an
    /// opening, whose rows are dated first in their day.
    public func inCategory(_ category: TransactionCategory) -> NewTransaction {
        NewTransaction(
            date: date, day: day, memo: memo, category: category, amountMinor: amountMinor, type: type,
            counterparty: counterparty)
    }

    /// The `part` of a split `transaction`: its date, day, memo, counterparty and type, with the
    /// part's amount and category.
    public init(_ transaction: Transaction, part: SplitPart) {
        self.init(
            date: transaction.date, day: transaction.day, memo: transaction.memo, category: part.category,
            amountMinor: part.amountMinor, type: transaction.type, counterparty: transaction.counterparty)
    }

    private init(
        date: Date,
        day: CalendarDay?,
        memo: String,
        category: TransactionCategory,
        amountMinor: Int64,
        type: TransactionType,
        counterparty: String
    ) {
        self.date = date
        self.day = day
        self.memo = memo
        self.category = category
        self.amountMinor = amountMinor
        self.type = type
        self.counterparty = counterparty
    }
}
