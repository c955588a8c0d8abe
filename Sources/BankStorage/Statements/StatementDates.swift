package import BankDomain
import Foundation

/// Reads the date column as the calendar day it names: `yyyy-MM-dd` by arithmetic, any other
/// format with a DateFormatter. A statement row happened on a day, the same day wherever the user
/// is, so no time zone takes part: the formatter reads in UTC and the day is taken from there.
package struct StatementDates {
    // MARK: - Properties

    private let formatter: DateFormatter
    private let isISODay: Bool
    private let utc: Calendar

    /// The format dates are read in.
    package var format: String { formatter.dateFormat }

    // MARK: - Initialization

    package init(format: String) {
        let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = utc
        formatter.dateFormat = format
        formatter.isLenient = false
        isISODay = format == StatementImportOptions.defaultDateFormat
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        self.utc = calendar
    }

    // MARK: - Reading

    /// The day `text` names, or nil when it is not a day in the format. Text of another shape
    /// than `2026-01-31` goes to the formatter, so the answer is always the formatter's.
    package func day(from text: String) -> CalendarDay? {
        if isISODay, let day = Self.isoDay(text) {
            return day
        }
        guard let date = formatter.date(from: text) else { return nil }
        let parts = utc.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The day of `yyyy-MM-dd` text that names one that exists; nil for any other text. Read
    /// from the bytes, without a copy: this runs for every row of a statement.
    package static func isoDay(_ text: String) -> CalendarDay? {
        var parts = (year: 0, month: 0, day: 0)
        var position = 0
        for byte in text.utf8 {
            defer { position += 1 }
            if position == 4 || position == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard position < 10, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch position {
            case 0..<4: parts.year = parts.year * 10 + digit
            case 5..<7: parts.month = parts.month * 10 + digit
            default: parts.day = parts.day * 10 + digit
            }
        }
        guard position == 10, (1...12).contains(parts.month), parts.day >= 1,
            parts.day <= CalendarDay.days(inMonth: parts.month, of: parts.year)
        else { return nil }
        return CalendarDay(year: parts.year, month: parts.month, day: parts.day)
    }
}
