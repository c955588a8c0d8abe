public import BankDomain
public import Foundation

/// Writes dates relative to the clock, as the seeds ask: "Today, 2:30 PM", "Yesterday", a weekday
/// within the last week, otherwise "Nov 15, 2025". Builds the text from calendar components with
/// no formatter objects, so it is cheap for every row.
public struct RelativeDateFormatter: Sendable {
    // MARK: - Constants

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let fullMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let daysInAWeek = 7
    private static let hoursPerHalfDay = 12

    // MARK: - Properties

    private let clock: any BankClock
    private let calendar: Calendar

    // MARK: - Initialization

    /// Creates a formatter for dates seen from `clock`'s now in `timeZone`.
    public init(clock: any BankClock, timeZone: TimeZone) {
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    // MARK: - Formatting

    /// `date` relative to now.
    public func relative(_ date: Date) -> String {
        let days =
            calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: clock.now)
            ).day ?? 0
        switch days {
        case 0: return Strings.Dates.today(time(of: date))
        case 1: return Strings.Dates.yesterday
        case 2..<Self.daysInAWeek: return Self.weekdays[calendar.component(.weekday, from: date) - 1]
        default: return medium(date)
        }
    }

    /// `date` as "Nov 15, 2025".
    public func medium(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(Self.months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }

    /// `date` as "November 15, 2025 at 2:30 PM".
    public func full(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let day = "\(Self.fullMonths[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
        return Strings.Dates.dateAtTime(day, time(of: date))
    }

    /// `date`'s day as "2025-11-15".
    public func isoDay(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// The first moment of `day` in the formatter's time zone, or nil for a day that does not exist.
    public func startOfDay(_ day: CalendarDay) -> Date? {
        let components = DateComponents(year: day.year, month: day.month, day: day.day)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date) == components
        else { return nil }
        return date
    }

    /// The first moment of the day after `day`.
    public func startOfNextDay(_ day: CalendarDay) -> Date? {
        startOfDay(day).flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
    }

    // MARK: - Private

    /// "2:30 PM".
    private func time(of date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let twelveHour = hour % Self.hoursPerHalfDay == 0 ? Self.hoursPerHalfDay : hour % Self.hoursPerHalfDay
        let suffix = hour < Self.hoursPerHalfDay ? "AM" : "PM"
        return "\(twelveHour):\(minute < 10 ? "0" : "")\(minute) \(suffix)"
    }
}
