import Foundation

/// A day as the user typed it (`2026-01-15`), without a time or a time zone.
public struct CalendarDay: Sendable, Equatable {
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

    // MARK: - Initialization

    /// Creates a day.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day after, in the Gregorian calendar.
    public var next: CalendarDay {
        if day < Self.days(inMonth: month, of: year) {
            return CalendarDay(year: year, month: month, day: day + 1)
        }
        return month < 12
            ? CalendarDay(year: year, month: month + 1, day: 1) : CalendarDay(year: year + 1, month: 1, day: 1)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads `YYYY-MM-DD`; nil for anything else.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
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
