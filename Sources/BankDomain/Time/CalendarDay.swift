public import Foundation

/// A day as the user typed it (`2026-01-15`), without a time or a time zone: the day a statement
/// row happened on, the same day wherever the user is when they look at it.
public struct CalendarDay: Sendable, Hashable, Comparable {
    // MARK: - Constants

    /// Seconds in a day.
    static let secondsPerDay = 86_400

    // MARK: - Properties

    /// The year.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// The day as `YYYY-MM-DD`, as the user types it; written into one string, as it is for
    /// every point of an account's balance line.
    public var isoText: String {
        ShortText.make(capacity: Self.isoCapacity) { text in
            text.append(number: year, minimumDigits: 4)
            text.append(byte: UInt8(ascii: "-"))
            text.append(number: month, minimumDigits: 2)
            text.append(byte: UInt8(ascii: "-"))
            text.append(number: day, minimumDigits: 2)
        }
    }

    /// "-292277022657-12-31" would be the longest.
    private static let isoCapacity = 24

    /// Days from 1970-01-01 to this day, in the Gregorian calendar: how the ledger keeps it.
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Noon of the day in UTC: where the ledger sorts a row of this day among rows that happened
    /// at a moment. For a zone between 12 hours behind UTC and 12 ahead, it falls on this same
    /// day there, so the row sorts among that day's.
    public var noonUTC: Date {
        Date(timeIntervalSince1970: TimeInterval(daysSince1970 * Self.secondsPerDay + Self.secondsPerDay / 2))
    }

    /// The first moment of the day anywhere: its midnight where the clocks are furthest ahead,
    /// 14 hours before its midnight in UTC. Every zone's first moment of the day is at it or after.
    public var firstMomentAnywhere: Date {
        Date(timeIntervalSince1970: TimeInterval(daysSince1970 * Self.secondsPerDay - Self.earliestOffset))
    }

    /// The latest day that has begun somewhere at `date`: the day of the zone furthest ahead.
    /// A day after it has not begun anywhere, whatever zone the person is in.
    public static func latestBegun(at date: Date) -> CalendarDay {
        let seconds = Int((date.timeIntervalSince1970 + TimeInterval(earliestOffset)).rounded(.down))
        let days = seconds >= 0 ? seconds / secondsPerDay : (seconds - secondsPerDay + 1) / secondsPerDay
        return CalendarDay(daysSince1970: days)
    }

    /// How far ahead of UTC the clocks of any zone are: 14 hours, in Kiribati.
    private static let earliestOffset = 14 * 3_600

    // MARK: - Initialization

    /// Creates a day.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` after 1970-01-01 (before it, when negative), in the Gregorian calendar.
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(
            year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
            day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }

    /// The day before, in the Gregorian calendar.
    public var previous: CalendarDay {
        CalendarDay(daysSince1970: daysSince1970 - 1)
    }

    /// The day after, in the Gregorian calendar.
    public var next: CalendarDay {
        if day < Self.days(inMonth: month, of: year) {
            return CalendarDay(year: year, month: month, day: day + 1)
        }
        return month < 12
            ? CalendarDay(year: year, month: month + 1, day: 1) : CalendarDay(year: year + 1, month: 1, day: 1)
    }

    /// How many days `month` (1 to 12) of `year` has, in the Gregorian calendar.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads `YYYY-MM-DD` of a day that exists; nil for anything else.
    public init?(iso text: String) {
        guard let (year, month, day) = Self.isoParts(text), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Whether `text` is written as a day is, `YYYY-MM-DD`, whether or not that day exists: what
    /// tells "2026-02-30 is no day" from "that is not a date".
    public static func isWrittenAsDay(_ text: String) -> Bool {
        isoParts(text) != nil
    }

    private static func isoParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }

    // MARK: - Comparable

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension Calendar {
    /// The first moment of `day` in the calendar's time zone, or nil for a day the time zone
    /// skips.
    func firstMoment(of day: CalendarDay) -> Date? {
        let components = DateComponents(year: day.year, month: day.month, day: day.day)
        guard let date = date(from: components), dateComponents([.year, .month, .day], from: date) == components
        else { return nil }
        return date
    }
}
