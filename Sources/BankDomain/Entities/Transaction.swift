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
    /// Anything else: what an imported statement row without a category gets.
    case other
    /// What an account held or owed when it opened: neither income nor spending.
    case opening
}

extension CalendarDay {
    /// The moment a row of this day is dated by, which orders it among rows of moments: noon in
    /// UTC, which falls on this same day from 12 hours behind UTC to 12 ahead; for an opening, the
    /// day's first moment anywhere, so that it comes before every other row of its day.
    public func ledgerDate(of category: TransactionCategory) -> Date {
        category == .opening ? firstMomentAnywhere : noonUTC
    }
}
