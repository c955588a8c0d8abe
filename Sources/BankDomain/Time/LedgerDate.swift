public import Foundation

/// When a row of the ledger happened: on a calendar day (a statement row, an opening), the same
/// day in every time zone, or at a moment (a transfer), whose day depends on where it is seen.
public enum LedgerDate: Sendable, Hashable {
    /// On a day, with no time of day.
    case day(CalendarDay)
    /// At a moment.
    case moment(Date)
}

extension Transaction {
    /// When it happened, as the user is shown it.
    public var when: LedgerDate {
        day.map(LedgerDate.day) ?? .moment(date)
    }
}

extension NewTransaction {
    /// When it happens, as the user is shown it.
    public var when: LedgerDate {
        day.map(LedgerDate.day) ?? .moment(date)
    }
}
