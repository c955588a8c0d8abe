public import Foundation

/// A bank account: an immutable value; changes come back from the store as new values.
public struct Account: Sendable, Equatable, Identifiable {
    /// The store's identifier.
    public typealias ID = Int64

    // MARK: - Properties

    /// The store's identifier.
    public let id: ID
    /// The name the customer gave it, such as "Everyday".
    public let name: String
    /// Checking, savings or credit.
    public let type: AccountType
    /// The account number; shown only masked.
    public let number: String
    /// The international bank account number, a public identifier shown in full.
    public let iban: String
    /// The ISO 4217 currency code, such as "USD".
    public let currency: String
    /// The balance; negative on a credit account that is owed money.
    public let balance: Decimal
    /// How far below zero a credit account may go; zero for other accounts.
    public let creditLimit: Decimal

    /// What can be moved out of the account now.
    public var available: Decimal {
        type == .credit ? balance + creditLimit : balance
    }

    // MARK: - Initialization

    /// Creates an account.
    public init(
        id: ID,
        name: String,
        type: AccountType,
        number: String,
        iban: String,
        currency: String,
        balance: Decimal,
        creditLimit: Decimal = 0
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.number = number
        self.iban = iban
        self.currency = currency
        self.balance = balance
        self.creditLimit = creditLimit
    }
}

/// The kinds of account.
public enum AccountType: String, Sendable, CaseIterable {
    /// An everyday account.
    case checking
    /// An account for saving.
    case savings
    /// A credit card account, which may go below zero down to its limit.
    case credit
}
