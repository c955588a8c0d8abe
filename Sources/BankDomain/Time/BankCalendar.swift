public import Foundation
import Synchronization

/// Days, months and the periods charts sum over, in the user's time zone: where a day the user
/// typed starts and ends, a month, the last days up to today.
///
/// An account's balance line asks for the last days every time the account is shown, and an
/// account's reads are kept under today's date; both are worked out once per day, because a
/// calendar computation costs more than the rest of the command.
public final class BankCalendar: Sendable {
    // MARK: - Nested Types

    /// The last days as worked out on one day.
    private struct RecentDays {
        let today: Range<Date>
        let count: Int
        let days: [LedgerPeriod]
    }

    /// Today, as worked out on it: the day and its instants.
    private struct KnownDay {
        let instants: Range<Date>
        let day: CalendarDay
    }

    // MARK: - Properties

    private let clock: any BankClock
    private let calendar: Calendar
    private let recent = Mutex<RecentDays?>(nil)
    private let known = Mutex<KnownDay?>(nil)

    // MARK: - Initialization

    /// Creates the calendar of `clock`'s now in `timeZone`.
    public init(clock: any BankClock, timeZone: TimeZone) {
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    // MARK: - Now

    /// The moment it is now.
    public var now: Date { clock.now }

    // MARK: - Periods

    /// The day it is now.
    public var today: CalendarDay {
        let now = clock.now
        if let kept = known.withLock({ $0 }), kept.instants.contains(now) {
            return kept.day
        }
        let day = day(of: now)
        if let first = start(of: day), let next = start(ofDayAfter: day), (first..<next).contains(now) {
            known.withLock { $0 = KnownDay(instants: first..<next, day: day) }
        }
        return day
    }

    /// The day `date` falls on, where the user is.
    public func day(of date: Date) -> CalendarDay {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDay(year: parts.year ?? CalendarMonth.latest.year, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The month it is now.
    public var currentMonth: CalendarMonth {
        let parts = calendar.dateComponents([.year, .month], from: clock.now)
        return CalendarMonth(year: parts.year ?? CalendarMonth.latest.year, month: parts.month ?? 1)
    }

    /// The first moment of `day`; nil for a day that does not exist or that the time zone skips.
    public func start(of day: CalendarDay) -> Date? {
        calendar.firstMoment(of: day)
    }

    /// The first moment of the day after `day`; nil when `day` does not exist.
    public func start(ofDayAfter day: CalendarDay) -> Date? {
        start(of: day).flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
    }

    /// `month`: from its first moment to the first moment of the next, and its days; nil when
    /// the time zone skips either day.
    public func period(of month: CalendarMonth) -> LedgerPeriod? {
        let next = month.adding(months: 1).firstDay
        guard let start = calendar.firstMoment(of: month.firstDay), let end = calendar.firstMoment(of: next),
            start < end
        else { return nil }
        return LedgerPeriod(from: month.firstDay, upTo: next, instants: start..<end)
    }

    /// The last `count` days up to and including today, oldest first, each from its first moment
    /// to the next day's, and the day itself.
    public func lastDays(_ count: Int) -> [LedgerPeriod] {
        let now = clock.now
        if let kept = recent.withLock({ $0 }), kept.count == count, kept.today.contains(now) {
            return kept.days
        }
        let today = calendar.startOfDay(for: now)
        let days: [LedgerPeriod] = (0..<max(count, 0)).reversed().compactMap { back in
            guard let start = calendar.date(byAdding: .day, value: -back, to: today),
                let end = calendar.date(byAdding: .day, value: 1, to: start), start < end
            else { return nil }
            let parts = calendar.dateComponents([.year, .month, .day], from: start)
            let day = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            return LedgerPeriod(from: day, upTo: day.next, instants: start..<end)
        }
        if let last = days.last, last.instants.contains(now) {
            recent.withLock { $0 = RecentDays(today: last.instants, count: count, days: days) }
        }
        return days
    }

    /// Everything after `period` that the ledger can hold: rows dated after today count in a
    /// balance too.
    public func after(_ period: LedgerPeriod) -> LedgerPeriod {
        let instants =
            period.instants.upperBound..<max(period.instants.upperBound, NewTransaction.recordableDates.upperBound)
        return LedgerPeriod(
            instants: instants,
            days: period.days.upperBound..<max(period.days.upperBound, NewTransaction.recordableDays.upperBound))
    }
}
