/// An account to open, as the customer asked for it and ``AccountRules`` accepted it.
public struct NewAccount: Sendable, Equatable {
    // MARK: - Properties

    /// The name, cleaned and checked by ``AccountRules/acceptedName(_:)``.
    public let name: String
    /// Checking, savings or credit.
    public let type: AccountType
    /// The ISO 4217 code, checked by ``AccountRules/acceptedCurrency(_:)``.
    public let currency: String
    /// What the account holds when it opens, in minor units: entered as an opening row on
    /// ``openedOn``, so the money invariant holds from the first day. Zero writes no row.
    public let openingMinor: Int64
    /// How far below zero a credit account may go, in minor units; zero for other accounts.
    public let creditLimitMinor: Int64
    /// The day the account opened, before which it has no history: the day given, or the day of
    /// its opening row. Nil for an account opened empty without a day, whose first row's day is
    /// its opening day, whenever that row is.
    public let openedOn: CalendarDay?
    /// The IBAN the user gave, checked by ``IBAN/accepted(_:)``; nil when none was given.
    public let iban: String?
    /// The key made when the customer asked for it: the same key again is the same opening,
    /// which a server makes once (``RequestKey``).
    public let key: RequestKey

    // MARK: - Initialization

    /// An account to open. Use
    /// ``AccountRules/newAccount(name:type:currency:openingMinor:creditLimitMinor:openedOn:today:iban:among:key:)``
    /// to have every part checked.
    /// - Parameters:
    ///   - name: The name the customer gave it.
    ///   - type: Checking, savings or credit.
    ///   - currency: The ISO 4217 code.
    ///   - openingMinor: The opening balance in minor units.
    ///   - creditLimitMinor: The credit limit in minor units; zero for accounts that are not credit.
    ///   - openedOn: The day it opened; nil when it has no history yet to have a first day.
    ///   - iban: The IBAN the user gave; nil when none was.
    ///   - key: The opening's key; a new random one unless given.
    public init(
        name: String, type: AccountType, currency: String, openingMinor: Int64, creditLimitMinor: Int64 = 0,
        openedOn: CalendarDay?, iban: String? = nil, key: RequestKey = .random()
    ) {
        self.iban = iban
        self.key = key
        self.name = name
        self.type = type
        self.currency = currency
        self.openingMinor = openingMinor
        self.creditLimitMinor = creditLimitMinor
        self.openedOn = openedOn
    }

    /// The same opening under `key`: one asked again after its answer was lost keeps its key.
    public func keyed(_ key: RequestKey) -> NewAccount {
        NewAccount(
            name: name, type: type, currency: currency, openingMinor: openingMinor, creditLimitMinor: creditLimitMinor,
            openedOn: openedOn, iban: iban, key: key)
    }

    /// Whether `other` asks for the same account, whatever its key.
    public func asksForTheSameAccount(as other: NewAccount) -> Bool {
        keyed(other.key) == other
    }

    // MARK: - Opening Row

    /// The memo of the ledger row that brings the opening balance in.
    public static let openingMemo = "Opening balance"

    /// The ledger row that brings the opening balance in, on the opening day: a credit for money
    /// held, a debit for money owed on a credit account, of the opening category, which is
    /// neither income nor spending; nil when the account opens empty.
    public var openingTransaction: NewTransaction? {
        guard openingMinor != 0, let openedOn else { return nil }
        return NewTransaction(
            day: openedOn, memo: Self.openingMemo, category: .opening,
            amountMinor: Int64(clamping: openingMinor.magnitude),
            type: openingMinor > 0 ? .credit : .debit, counterparty: name)
    }
}
