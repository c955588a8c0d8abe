/// Money that came from the world into an account, or went from it to the world, as the person
/// records it: a coffee paid in cash, a salary, a refund. It happened on a calendar day, like a
/// statement row, and is kept as a row of that day.
public struct RecordOrder: Sendable, Equatable {
    // MARK: - Properties

    /// The account the money went from or came into.
    public let accountID: Account.ID
    /// `.debit` for money spent, `.credit` for money received.
    public let type: TransactionType
    /// How much, in minor units of the account's currency, positive.
    public let amountMinor: Int64
    /// Who was paid, or who paid.
    public let payee: String
    /// What it was for, as the person gave it; nil when they gave none, and the first rule that
    /// matches the memo, else `other`, says (``category(in:)``).
    public let category: TransactionCategory?
    /// The day it happened.
    public let day: CalendarDay
    /// What the row says.
    public let memo: String
    /// The key made when the person confirmed: the same key again is the same record, which a
    /// server makes once (``RequestKey``).
    public let key: RequestKey

    /// The category the row is recorded in, by `book`'s rules when the person gave none.
    public func category(in book: CategoryBook) -> TransactionCategory {
        book.category(given: category, memo: memo).category
    }

    /// The row the ledger keeps for it, categorised by `book`.
    public func newTransaction(in book: CategoryBook) -> NewTransaction {
        NewTransaction(
            day: day, memo: memo, category: category(in: book), amountMinor: amountMinor, type: type,
            counterparty: payee)
    }

    /// The same order under `key`: one confirmed again after its answer was lost keeps its key.
    public func keyed(_ key: RequestKey) -> RecordOrder {
        RecordOrder(
            accountID: accountID, type: type, amountMinor: amountMinor, payee: payee, category: category, day: day,
            memo: memo, key: key)
    }

    /// The amount with its sign: negative for money spent.
    public var signedMinorUnits: Int64 {
        type == .credit ? amountMinor : -amountMinor
    }

    // MARK: - Initialization

    /// Creates an order to record, with a new random key unless given one.
    public init(
        accountID: Account.ID, type: TransactionType, amountMinor: Int64, payee: String,
        category: TransactionCategory?, day: CalendarDay, memo: String, key: RequestKey = .random()
    ) {
        self.key = key
        self.accountID = accountID
        self.type = type
        self.amountMinor = amountMinor
        self.payee = payee
        self.category = category
        self.day = day
        self.memo = memo
    }
}

/// What recording did: the row as the ledger keeps it, and the account as it is afterwards.
public struct RecordReceipt: Sendable, Equatable {
    /// The order carried out.
    public let order: RecordOrder
    /// The row written.
    public let transaction: Transaction
    /// The account after it.
    public let account: Account

    /// Creates a receipt.
    public init(order: RecordOrder, transaction: Transaction, account: Account) {
        self.order = order
        self.transaction = transaction
        self.account = account
    }
}
