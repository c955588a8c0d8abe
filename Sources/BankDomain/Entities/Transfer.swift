public import Foundation

/// An instruction to move money between two accounts of the customer.
public struct TransferOrder: Sendable, Equatable {
    // MARK: - Constants

    /// The memo of a transfer the customer gave none for: both statements show it.
    public static let defaultMemo = "Transfer"

    // MARK: - Properties

    /// The account the money leaves.
    public let sourceID: Account.ID
    /// The account the money arrives in.
    public let destinationID: Account.ID
    /// How much, positive, with at most two decimal places.
    public let amount: Decimal
    /// The note both statements show.
    public let memo: String
    /// When the transfer is booked.
    public let date: Date
    /// The key made when the customer confirmed: the same key again is the same transfer, which
    /// the store carries out once (``RequestKey``).
    public let key: RequestKey

    // MARK: - Initialization

    /// Creates an order, with a new random key unless given one.
    public init(
        sourceID: Account.ID, destinationID: Account.ID, amount: Decimal, memo: String, date: Date,
        key: RequestKey = .random()
    ) {
        self.sourceID = sourceID
        self.destinationID = destinationID
        self.amount = amount
        self.memo = memo
        self.date = date
        self.key = key
    }
}

/// What a completed transfer did: both accounts as they are afterwards.
public struct TransferReceipt: Sendable, Equatable {
    /// The order carried out.
    public let order: TransferOrder
    /// The source account after the transfer.
    public let source: Account
    /// The destination account after the transfer.
    public let destination: Account

    /// Creates a receipt.
    public init(order: TransferOrder, source: Account, destination: Account) {
        self.order = order
        self.source = source
        self.destination = destination
    }
}
