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
    /// Whether the account was closed: it is left out of lists and choices, and its past stays
    /// in history, exports and insights. Declared beside ``type`` so that it takes the padding
    /// after it, and an account is no larger than before it could be closed.
    public let isClosed: Bool
    /// What the person at the bank may do with the account. Declared beside ``isClosed``, in the
    /// same padding.
    public let access: AccountAccess
    /// Whether ``iban`` is an example vbank made up (the demo bank's, and every IBAN a vbank
    /// before 0.4 gave), not one a bank gave. Declared beside ``access``, in the same padding.
    public let ibanIsExample: Bool
    /// The account number; shown only masked.
    public let number: String
    /// The international bank account number the user gave (``IBAN/accepted(_:)``), a public
    /// identifier shown in full; nil when none was given.
    public let iban: String?
    /// The ISO 4217 currency code, such as "USD".
    public let currency: String
    /// The balance in minor units (cents); negative on a credit account that is owed money.
    public let balanceMinor: Int64
    /// How far below zero a credit account may go, in minor units; zero for other accounts.
    public let creditLimitMinor: Int64
    /// The person who owns the account, on a bank of several people; nil on a bank file, whose
    /// one person owns every account.
    public let owner: String?
    /// The day the account opened, before which it has no history (a statement row dated earlier
    /// is a bad row); nil when its first row's day is its opening day, whenever that row is.
    public let openedOn: CalendarDay?

    /// The balance; negative on a credit account that is owed money.
    public var balance: Decimal { MinorUnits.amount(of: balanceMinor, currency: currency) }
    /// How far below zero a credit account may go; zero for other accounts.
    public var creditLimit: Decimal { MinorUnits.amount(of: creditLimitMinor, currency: currency) }

    /// What can be moved out of the account now, in minor units. Within ``MoneyBounds`` the sum
    /// cannot overflow; a balance written beyond the bound before it existed shows as the largest
    /// amount instead of wrapping to the other sign, and ``TransferRules`` refuse to move it on.
    public var availableMinor: Int64 {
        guard type == .credit else { return balanceMinor }
        let (sum, overflowed) = balanceMinor.addingReportingOverflow(creditLimitMinor)
        return overflowed ? (balanceMinor < 0 ? .min : .max) : sum
    }

    /// What can be moved out of the account now.
    public var available: Decimal { MinorUnits.amount(of: availableMinor, currency: currency) }

    // MARK: - Initialization

    /// Creates an account with amounts in minor units, as the store keeps them.
    /// - Parameters:
    ///   - id: The store's identifier.
    ///   - name: The name the customer gave it.
    ///   - type: Checking, savings or credit.
    ///   - number: The account number.
    ///   - iban: The international bank account number; nil when none was given.
    ///   - ibanIsExample: Whether the IBAN is an example vbank made up.
    ///   - currency: The ISO 4217 code.
    ///   - balanceMinor: The balance in minor units.
    ///   - creditLimitMinor: The credit limit in minor units; zero for accounts that are not credit.
    ///   - isClosed: Whether the account was closed.
    ///   - owner: The person who owns the account; nil on a bank of one person.
    ///   - access: What the person at the bank may do with the account.
    ///   - openedOn: The day it opened; nil when its first row's day is.
    public init(
        id: ID,
        name: String,
        type: AccountType,
        number: String,
        iban: String?,
        ibanIsExample: Bool = false,
        currency: String,
        balanceMinor: Int64,
        creditLimitMinor: Int64 = 0,
        isClosed: Bool = false,
        owner: String? = nil,
        access: AccountAccess = .own,
        openedOn: CalendarDay? = nil
    ) {
        self.openedOn = openedOn
        self.id = id
        self.name = name
        self.type = type
        self.number = number
        self.iban = iban
        self.ibanIsExample = ibanIsExample
        self.currency = currency
        self.balanceMinor = balanceMinor
        self.creditLimitMinor = creditLimitMinor
        self.isClosed = isClosed
        self.owner = owner
        self.access = access
    }

    /// Creates an account; amounts are rounded to whole minor units.
    public init(
        id: ID,
        name: String,
        type: AccountType,
        number: String,
        iban: String?,
        currency: String,
        balance: Decimal,
        creditLimit: Decimal = 0
    ) {
        self.init(
            id: id, name: name, type: type, number: number, iban: iban, currency: currency,
            balanceMinor: MinorUnits.roundedMinorUnits(of: balance, currency: currency),
            creditLimitMinor: MinorUnits.roundedMinorUnits(of: creditLimit, currency: currency)
        )
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
