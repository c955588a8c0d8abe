public import BankDomain
public import Foundation

/// Writes dates relative to the clock, as the seeds ask: "Today, 2:30 PM", "Yesterday", a weekday
/// within the last week, otherwise "Nov 15, 2025". Builds the text from a ``LocalClock``'s integer
/// arithmetic with no formatter objects or calendar computations, so it is cheap for every row.
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
    /// "Sep 30, -292277022657" would be the longest.
    private static let mediumCapacity = 24
    private static let timeCapacity = 8
    /// "-292277022657-12-31T23:59:59Z" would be the longest.
    private static let timestampCapacity = 32

    // MARK: - Properties

    private let clock: any BankClock
    private let calendar: Calendar
    private let localClock: LocalClock

    // MARK: - Initialization

    /// Creates a formatter for dates seen from `clock`'s now in `timeZone`.
    public init(clock: any BankClock, timeZone: TimeZone) {
        self.clock = clock
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        localClock = LocalClock(timeZone: timeZone)
    }

    // MARK: - Formatting

    /// Today, as days since 1970-01-01 in the formatter's time zone: besides the date itself, the
    /// only thing ``relative(_:)``'s words depend on.
    public var today: Int {
        localClock.dayNumber(of: clock.now)
    }

    /// `date` relative to now.
    public func relative(_ date: Date) -> String {
        relative(date, today: today)
    }

    /// `date` relative to `today` (see ``today``), which a list works out once for all its rows.
    public func relative(_ date: Date, today: Int) -> String {
        let moment = localClock.localMoment(of: date)
        switch today - moment.dayNumber {
        case 0: return Strings.Dates.today(time(of: moment))
        case 1: return Strings.Dates.yesterday
        case 2..<Self.daysInAWeek: return Self.weekdays[moment.weekday]
        default: return medium(moment)
        }
    }

    /// When a row happened relative to `today`: a row of a day is "Today", "Yesterday", a weekday
    /// or "Nov 15, 2025", never with a time, as the same day in every time zone.
    public func relative(_ when: LedgerDate, today: Int) -> String {
        switch when {
        case .moment(let date):
            return relative(date, today: today)
        case .day(let day):
            let moment = LocalClock.utcMoment(of: day.noonUTC)
            switch today - moment.dayNumber {
            case 0: return Strings.Dates.todayWithoutTime
            case 1: return Strings.Dates.yesterday
            case 2..<Self.daysInAWeek: return Self.weekdays[moment.weekday]
            default: return medium(moment)
            }
        }
    }

    /// When a row happened, in full: "November 15, 2025 at 2:30 PM", or for a row of a day
    /// "November 15, 2025".
    public func full(_ when: LedgerDate) -> String {
        switch when {
        case .moment(let date): full(date)
        case .day(let day): Self.fullMonths[day.month - 1] + " " + String(day.day) + ", " + String(day.year)
        }
    }

    /// The day a row happened on as "2025-11-15": a moment's day in the formatter's time zone.
    public func isoDay(_ when: LedgerDate) -> String {
        switch when {
        case .moment(let date): isoDay(date)
        case .day(let day): day.isoText
        }
    }

    /// `date` as "Nov 15, 2025".
    public func medium(_ date: Date) -> String {
        medium(localClock.localMoment(of: date))
    }

    /// `date` as "November 15, 2025 at 2:30 PM".
    public func full(_ date: Date) -> String {
        let moment = localClock.localMoment(of: date)
        let day = Self.fullMonths[moment.month - 1] + " " + String(moment.day) + ", " + String(moment.year)
        return Strings.Dates.dateAtTime(day, time(of: moment))
    }

    /// `date` as an ISO 8601 moment in UTC, "2025-11-15T14:30:00Z", for programs to read.
    public func isoTimestamp(_ date: Date) -> String {
        Self.isoTimestamp(date)
    }

    /// `date` as an ISO 8601 moment in UTC, which needs no time zone and no clock.
    public static func isoTimestamp(_ date: Date) -> String {
        let moment = LocalClock.utcMoment(of: date)
        return ShortText.make(capacity: timestampCapacity) { text in
            text.append(number: moment.year, minimumDigits: 4)
            text.append(byte: UInt8(ascii: "-"))
            text.append(number: moment.month, minimumDigits: 2)
            text.append(byte: UInt8(ascii: "-"))
            text.append(number: moment.day, minimumDigits: 2)
            text.append(byte: UInt8(ascii: "T"))
            text.append(number: moment.hour, minimumDigits: 2)
            text.append(byte: UInt8(ascii: ":"))
            text.append(number: moment.minute, minimumDigits: 2)
            text.append(byte: UInt8(ascii: ":"))
            text.append(number: moment.second, minimumDigits: 2)
            text.append(byte: UInt8(ascii: "Z"))
        }
    }

    /// The day `date` falls on, in the formatter's time zone.
    public func calendarDay(of date: Date) -> CalendarDay {
        let moment = localClock.localMoment(of: date)
        return CalendarDay(year: moment.year, month: moment.month, day: moment.day)
    }

    /// `date`'s day as "2025-11-15".
    public func isoDay(_ date: Date) -> String {
        let moment = localClock.localMoment(of: date)
        return CalendarDay(year: moment.year, month: moment.month, day: moment.day).isoText
    }

    /// `month` as "December 2025".
    public func monthName(_ month: CalendarMonth) -> String {
        Self.fullMonths[month.month - 1] + " " + String(month.year)
    }

    /// `month` as "Dec 2025".
    public func shortMonthName(_ month: CalendarMonth) -> String {
        Self.months[month.month - 1] + " " + String(month.year)
    }

    // MARK: - Private

    /// "Nov 15, 2025", written into one string: it is the text of most rows of a long list.
    private func medium(_ moment: LocalMoment) -> String {
        ShortText.make(capacity: Self.mediumCapacity) { text in
            text.append(Self.months[moment.month - 1])
            text.append(byte: UInt8(ascii: " "))
            text.append(number: moment.day)
            text.append(", ")
            text.append(number: moment.year)
        }
    }

    /// "2:30 PM".
    private func time(of moment: LocalMoment) -> String {
        let hour = moment.hour
        let twelveHour = hour % Self.hoursPerHalfDay == 0 ? Self.hoursPerHalfDay : hour % Self.hoursPerHalfDay
        return ShortText.make(capacity: Self.timeCapacity) { text in
            text.append(number: twelveHour)
            text.append(byte: UInt8(ascii: ":"))
            text.append(number: moment.minute, minimumDigits: 2)
            text.append(hour < Self.hoursPerHalfDay ? " AM" : " PM")
        }
    }
}
