package import BankDomain
package import Foundation

/// Schema v8, days: a statement row happened on a calendar day (``Transaction/day``), the same in
/// every time zone, and an account's opening row is an opening (``TransactionCategory/opening``),
/// neither income nor spending, on the account's first day.
///
/// Rows imported before v8 were dated by the first moment of their day where they were imported;
/// that place is not recorded, so the day is worked out from the moment: the day it is the first
/// moment of where the bank is opened now, or else the day of its UTC moment twelve hours on
/// (right for every zone from 12 hours behind UTC to 12 ahead). Their import keys are made again
/// for their days, so importing their statement again still adds nothing.
package enum DayMigration {
    // MARK: - Constants

    package static let halfDay: TimeInterval = 43_200
    package static let secondsPerDay = 86_400

    // MARK: - Days

    /// The day a row dated `seconds` before v8 happened on.
    package static func day(ofMoment seconds: TimeInterval, in timeZone: TimeZone) -> CalendarDay {
        let date = Date(timeIntervalSince1970: seconds)
        let local = seconds + TimeInterval(timeZone.secondsFromGMT(for: date))
        if local.truncatingRemainder(dividingBy: TimeInterval(secondsPerDay)) == 0 {
            return CalendarDay(daysSince1970: Int((local / TimeInterval(secondsPerDay)).rounded(.down)))
        }
        return CalendarDay(daysSince1970: Int(((seconds + halfDay) / TimeInterval(secondsPerDay)).rounded(.down)))
    }
}
