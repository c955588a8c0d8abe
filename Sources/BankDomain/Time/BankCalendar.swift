public import Foundation
import Synchronization

/// Days, months and the periods charts sum over, in the user's time zone: where a day the user
/// typed starts and ends, a month, the last days up to today.
///
/// An account's balance line asks for the last days every time the account is shown; they are
/// worked out once per day, because a calendar computation costs more than the rest of the
/// command.
public final class BankCalendar: Sendable {
    // MARK: - Nested Types

    /// The last days as worked out on one day.
    private struct RecentDays {
        let today: Range<Date>
        let count: Int
        let days: [Range<Date>]
    }

    // MARK: - Properties

    private let clock: any BankClock
    private let calendar: Calendar
    private let recent = Mutex<RecentDays?>(nil)

    // MARK: - Initialization

    /// Creates the calendar of `clock`'s now in `timeZone`.
    public init(clock: any BankClock, timeZone: TimeZone) {
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    // MARK: - Periods

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

    /// From the first moment of `month` to the first moment of the next; nil when the time zone
    /// skips either day.
    public func period(of month: CalendarMonth) -> Range<Date>? {
        guard let start = calendar.firstMoment(of: month.firstDay),
            let end = calendar.firstMoment(of: month.adding(months: 1).firstDay),
            start < end
        else { return nil }
        return start..<end
    }

    /// The last `count` days up to and including today, oldest first, each from its first moment
    /// to the next day's.
    public func lastDays(_ count: Int) -> [Range<Date>] {
        let now = clock.now
        if let kept = recent.withLock({ $0 }), kept.count == count, kept.today.contains(now) {
            return kept.days
        }
        let today = calendar.startOfDay(for: now)
        let days: [Range<Date>] = (0..<max(count, 0)).reversed().compactMap { back in
            guard let start = calendar.date(byAdding: .day, value: -back, to: today),
                let end = calendar.date(byAdding: .day, value: 1, to: start), start < end
            else { return nil }
            return start..<end
        }
        if let last = days.last, last.contains(now) {
            recent.withLock { $0 = RecentDays(today: last, count: count, days: days) }
        }
        return days
    }
}
