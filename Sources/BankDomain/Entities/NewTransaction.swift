public import Foundation

/// A transaction about to be recorded, before the store gives it an identifier: one row of an
/// imported statement.
public struct NewTransaction: Sendable, Equatable {
    // MARK: - Constants

    /// The dates the ledger records: 1 January 1900 to 31 December 2099 (UTC).
    public static let recordableDates =
        Date(timeIntervalSince1970: -2_208_988_800)..<Date(timeIntervalSince1970: 4_102_444_800)

    // MARK: - Properties

    /// When it happened.
    public let date: Date
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

    /// Creates a transaction to record.
    public init(
        date: Date,
        memo: String,
        category: TransactionCategory,
        amountMinor: Int64,
        type: TransactionType,
        counterparty: String
    ) {
        self.date = date
        self.memo = memo
        self.category = category
        self.amountMinor = amountMinor
        self.type = type
        self.counterparty = counterparty
    }
}
