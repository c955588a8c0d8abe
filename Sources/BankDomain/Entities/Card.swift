public import Foundation

/// A payment card linked to an account.
public struct Card: Sendable, Equatable, Identifiable {
    /// The store's identifier.
    public typealias ID = Int64

    // MARK: - Properties

    /// The store's identifier.
    public let id: ID
    /// The account the card spends from.
    public let accountID: Account.ID
    /// The card's number as the bank knows it, shown only masked and never logged: a demo
    /// card's full number, or the last digits of a card a person added (``CardRules``).
    public let number: String
    /// The name on the card.
    public let holder: String
    /// The expiry month, 1 to 12.
    public let expiryMonth: Int
    /// The expiry year, four digits.
    public let expiryYear: Int
    /// Whether the card can be used.
    public let status: CardStatus
    /// The most the card may spend in a month.
    public let monthlyLimit: Decimal

    // MARK: - Initialization

    /// Creates a card.
    public init(
        id: ID,
        accountID: Account.ID,
        number: String,
        holder: String,
        expiryMonth: Int,
        expiryYear: Int,
        status: CardStatus,
        monthlyLimit: Decimal
    ) {
        self.id = id
        self.accountID = accountID
        self.number = number
        self.holder = holder
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.status = status
        self.monthlyLimit = monthlyLimit
    }
}

/// A card a person adds to their own bank, as ``CardRules`` read it: known by its last digits.
public struct NewCard: Sendable, Equatable {
    // MARK: - Properties

    /// The account the card spends from.
    public let accountID: Account.ID
    /// The last digits printed on the card.
    public let ending: String
    /// The name printed on the card.
    public let holder: String
    /// The expiry month, 1 to 12.
    public let expiryMonth: Int
    /// The expiry year, four digits.
    public let expiryYear: Int
    /// The most the card may spend in a month, in ``Currency/bankDefault``.
    public let monthlyLimit: Decimal

    // MARK: - Initialization

    /// Creates a card to add.
    public init(
        accountID: Account.ID, ending: String, holder: String, expiryMonth: Int, expiryYear: Int, monthlyLimit: Decimal
    ) {
        self.accountID = accountID
        self.ending = ending
        self.holder = holder
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.monthlyLimit = monthlyLimit
    }
}

/// Whether a card can be used.
public enum CardStatus: String, Sendable, CaseIterable {
    /// The card works.
    case active
    /// The card is blocked until unfrozen.
    case frozen
}
