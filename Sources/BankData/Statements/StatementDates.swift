import BankDomain
import Foundation

/// Reads the date column: `yyyy-MM-dd` by arithmetic, any other format with a DateFormatter.
///
/// A DateFormatter costs microseconds a row, as much as the rest of the import together. For the
/// default format the day is worked out from its digits, and midnight in the time zone is looked
/// up once per distinct day. Both give the same instant (a test compares them).
struct StatementDates {
    // MARK: - Constants

    /// 1970-01-01 to 2099-12-31, in days since 1970.
    private static let arithmeticDays = 0...47_481

    // MARK: - Properties

    private let formatter: DateFormatter
    private let isISODay: Bool
    private let timeZone: TimeZone
    /// Local midnight of each day seen, by days since 1970-01-01.
    private var midnights: [Int: Date] = [:]

    /// The format dates are read in.
    var format: String { formatter.dateFormat }

    // MARK: - Initialization

    init(format: String, timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        formatter.isLenient = false
        isISODay = format == StatementImportOptions.defaultDateFormat
        self.timeZone = timeZone
    }

    // MARK: - Reading

    /// The instant `text` names, or nil when it is not a date in the format. Text of another shape
    /// than `2026-01-31`, and days outside 1970–2099 (whose zones have odd histories), go to the
    /// formatter, so the answer is always the formatter's.
    mutating func date(from text: String) -> Date? {
        guard isISODay, let days = Self.daysSince1970(isoDay: text), Self.arithmeticDays.contains(days) else {
            return formatter.date(from: text)
        }
        if let midnight = midnights[days] {
            return midnight
        }
        let utcMidnight = Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
        let guess = utcMidnight.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: utcMidnight)))
        let midnight = utcMidnight.addingTimeInterval(-TimeInterval(timeZone.secondsFromGMT(for: guess)))
        midnights[days] = midnight
        return midnight
    }

    /// Days since 1970-01-01 of a `yyyy-MM-dd` day that exists, by the civil-from-days inverse;
    /// nil for any other text.
    static func daysSince1970(isoDay text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    // MARK: - Private

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
