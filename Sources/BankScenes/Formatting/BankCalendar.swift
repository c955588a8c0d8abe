public import BankDomain
public import Foundation

/// The periods charts sum over, in the user's time zone: a month, the last days up to today.
public struct BankCalendar: Sendable {
    // MARK: - Properties

    private let clock: any BankClock
    private let calendar: Calendar

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

    /// From the first moment of `month` to the first moment of the next; nil when the time zone
    /// skips either day.
    public func period(of month: CalendarMonth) -> Range<Date>? {
        guard let start = startOfDay(month.firstDay), let end = startOfDay(month.adding(months: 1).firstDay),
            start < end
        else { return nil }
        return start..<end
    }

    /// The last `count` days up to and including today, oldest first, each from its first moment
    /// to the next day's.
    public func lastDays(_ count: Int) -> [Range<Date>] {
        let today = calendar.startOfDay(for: clock.now)
        return (0..<max(count, 0)).reversed().compactMap { back in
            guard let start = calendar.date(byAdding: .day, value: -back, to: today),
                let end = calendar.date(byAdding: .day, value: 1, to: start), start < end
            else { return nil }
            return start..<end
        }
    }

    // MARK: - Private

    private func startOfDay(_ day: CalendarDay) -> Date? {
        let components = DateComponents(year: day.year, month: day.month, day: day.day)
        guard let date = calendar.date(from: components) else { return nil }
        return calendar.startOfDay(for: date)
    }
}
