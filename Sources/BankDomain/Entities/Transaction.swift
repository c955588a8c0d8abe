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
    /// When it happened: the moment, or for a row that happened on a day (``day``), noon of that
    /// day in UTC, where lists sort it among the rows of moments.
    public let date: Date
    /// The calendar day it happened on, for a row of a statement or an opening: the same day in
    /// every time zone. Nil for a row that happened at a moment (a transfer), whose day is that
    /// moment's in the zone it is looked at from.
    public let day: CalendarDay?
    /// What the statement says.
    public let memo: String
    /// What kind of spending or income it is.
    public let category: TransactionCategory
    /// The amount in minor units of its account's currency, always positive; ``type`` says which
    /// way it went.
    public let amountMinor: Int64
    /// Money in or money out.
    public let type: TransactionType
    /// Who paid or was paid.
    public let counterparty: String

    /// The amount with its sign in minor units: positive for credits, negative for debits.
    public var signedMinorUnits: Int64 {
        type == .credit ? amountMinor : -amountMinor
    }

    // MARK: - Initialization

    /// Creates a transaction with its amount in minor units, as the store keeps it; one of a
    /// calendar `day` is dated noon of it in UTC, whatever `date` says.
    public init(
        id: ID,
        accountID: Account.ID,
        date: Date,
        day: CalendarDay? = nil,
        memo: String,
        category: TransactionCategory,
        amountMinor: Int64,
        type: TransactionType,
        counterparty: String
    ) {
        self.id = id
        self.accountID = accountID
        self.date = day?.ledgerDate(of: category) ?? date
        self.day = day
        self.memo = memo
        self.category = category
        self.amountMinor = amountMinor
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

/// What a transaction was for: a category of the bank's, by its name.
///
/// A bank starts with the built-in categories (``defaults``) and its people add, rename and merge
/// their own (``CategoryStore``), so a category is a name rather than a closed list. A name is kept
/// in lower case, so that `Groceries` and `groceries` are one category.
public struct TransactionCategory: RawRepresentable, Hashable, Comparable, Sendable {
    // MARK: - Constants

    /// The longest name a category may have, in characters.
    public static let maximumNameLength = 40

    // MARK: - Properties

    /// The category's name, in lower case.
    public let rawValue: String

    // MARK: - Initialization

    /// The category named `rawValue`, in lower case and without surrounding spaces; nil when that
    /// leaves no name, a name longer than ``maximumNameLength`` characters, one with a control
    /// character or a comma (a statement's column separator), or one that begins as an amount
    /// does (`split 30 groceries 12 household` tells amounts from categories by their start).
    public init?(rawValue: String) {
        let name = rawValue.trimmingCharacters(in: .whitespaces).lowercased()
        guard let first = name.first, !Self.amountStarts.contains(first), name.count <= Self.maximumNameLength,
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "," })
        else { return nil }
        self.rawValue = name
    }

    /// What an amount may begin with.
    public static let amountStarts = Set("0123456789$€£¥+-.")

    private init(builtIn name: String) {
        rawValue = name
    }

    // MARK: - Comparable

    /// Orders categories by name.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

// MARK: - Built-in Categories

extension TransactionCategory {
    /// Food and household shopping.
    public static let groceries = Self(builtIn: "groceries")
    /// Restaurants and cafés.
    public static let dining = Self(builtIn: "dining")
    /// Trains, buses, fuel.
    public static let transport = Self(builtIn: "transport")
    /// Everything else bought.
    public static let shopping = Self(builtIn: "shopping")
    /// Power, water, phone.
    public static let utilities = Self(builtIn: "utilities")
    /// Rent or mortgage.
    public static let rent = Self(builtIn: "rent")
    /// Pay.
    public static let salary = Self(builtIn: "salary")
    /// Money moved between accounts.
    public static let transfer = Self(builtIn: "transfer")
    /// Cinema, music, games.
    public static let entertainment = Self(builtIn: "entertainment")
    /// Doctors and pharmacy.
    public static let health = Self(builtIn: "health")
    /// Holidays.
    public static let travel = Self(builtIn: "travel")
    /// Bank fees.
    public static let fees = Self(builtIn: "fees")
    /// Interest earned or paid.
    public static let interest = Self(builtIn: "interest")
    /// Anything else: what a row nobody categorised gets.
    public static let other = Self(builtIn: "other")
    /// What an account held or owed when it opened: neither income nor spending.
    public static let opening = Self(builtIn: "opening")

    /// The categories a new bank starts with, in the order `categories` lists them.
    public static let defaults: [Self] = [
        .groceries, .dining, .transport, .shopping, .utilities, .rent, .salary, .transfer, .entertainment, .health,
        .travel, .fees, .interest, .other, .opening,
    ]

    /// The categories vbank itself writes (a transfer's rows, an opening balance, a row nobody
    /// categorised): they cannot be renamed or merged away.
    public static let reserved: Set<Self> = [.transfer, .opening, .other]
}

extension CalendarDay {
    /// The moment a row of this day is dated by, which orders it among rows of moments: noon in
    /// UTC, which falls on this same day from 12 hours behind UTC to 12 ahead; for an opening, the
    /// day's first moment anywhere, so that it comes before every other row of its day.
    public func ledgerDate(of category: TransactionCategory) -> Date {
        category == .opening ? firstMomentAnywhere : noonUTC
    }
}
