public import Foundation

/// Money that came into or went out of an account.
public struct Transaction: Sendable, Equatable, Identifiable {
    /// The store's identifier.
    public typealias ID = Int64

    // MARK: - Properties

    /// The store's identifier.
    public let id: ID
    /// The account it belongs to.
    public let accountID: Account.ID
    /// When it happened.
    public let date: Date
    /// What the statement says.
    public let memo: String
    /// What kind of spending or income it is.
    public let category: TransactionCategory
    /// The amount, always positive; ``type`` says which way it went.
    public let amount: Decimal
    /// Money in or money out.
    public let type: TransactionType
    /// Who paid or was paid.
    public let counterparty: String

    /// The amount with its sign: positive for credits, negative for debits.
    public var signedAmount: Decimal {
        type == .credit ? amount : -amount
    }

    // MARK: - Initialization

    /// Creates a transaction.
    public init(
        id: ID,
        accountID: Account.ID,
        date: Date,
        memo: String,
        category: TransactionCategory,
        amount: Decimal,
        type: TransactionType,
        counterparty: String
    ) {
        self.id = id
        self.accountID = accountID
        self.date = date
        self.memo = memo
        self.category = category
        self.amount = amount
        self.type = type
        self.counterparty = counterparty
    }
}

/// Which way money moved.
public enum TransactionType: String, Sendable, CaseIterable {
    /// Money in.
    case credit
    /// Money out.
    case debit
}

/// What a transaction was for.
public enum TransactionCategory: String, Sendable, CaseIterable {
    /// Food and household shopping.
    case groceries
    /// Restaurants and cafés.
    case dining
    /// Trains, buses, fuel.
    case transport
    /// Everything else bought.
    case shopping
    /// Power, water, phone.
    case utilities
    /// Rent or mortgage.
    case rent
    /// Pay.
    case salary
    /// Money moved between accounts.
    case transfer
    /// Cinema, music, games.
    case entertainment
    /// Doctors and pharmacy.
    case health
    /// Holidays.
    case travel
    /// Bank fees.
    case fees
    /// Interest earned or paid.
    case interest
}
