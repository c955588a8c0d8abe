import BankDomain
import Foundation
import Testing

@testable import BankStorage

@Suite("Statement dates")
struct StatementDatesTests {
    @Test func theISODayFastPath_givesWhatADateFormatterGives() throws {
        // Given the two ways of reading yyyy-MM-dd, and a formatter in UTC
        let fast = StatementDates(format: "yyyy-MM-dd")
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.isLenient = false

        // When every 7th day from 1900 to 2100 and days that do not exist are read
        var texts: [String] = []
        for days in stride(from: -25_567, to: 47_482, by: 7) {
            texts.append(CalendarDay(daysSince1970: days).isoText)
        }
        texts += ["2023-02-29", "2024-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-1-01", "abcd-ef-gh", ""]

        // Then both read the same day, or both refuse
        for text in texts {
            let expected = formatter.date(from: text).map {
                CalendarDay(daysSince1970: Int(($0.timeIntervalSince1970 / 86_400).rounded(.down)))
            }
            #expect(fast.day(from: text) == expected, "\(text)")
        }
    }

    @Test func otherFormats_goThroughTheFormatter_andGiveTheDayTheyName() {
        let dates = StatementDates(format: "dd/MM/yyyy")

        #expect(dates.day(from: "31/12/2025") == CalendarDay(year: 2025, month: 12, day: 31))
        #expect(dates.day(from: "2025-12-31") == nil)
        #expect(dates.day(from: "31/02/2025") == nil)
    }

    @Test func aDayIsReadTheSame_whateverTheTimeZoneOfTheProcess() throws {
        // Given a day on which Santiago starts summer time at midnight, read in formats with and
        // without the fast path
        let texts = ["2026-09-06", "06.09.2026"]
        let formats = ["yyyy-MM-dd", "dd.MM.yyyy"]

        // When they are read: no time zone takes part, so the process's cannot move them
        let days = zip(texts, formats).map { text, format in StatementDates(format: format).day(from: text) }

        // Then each is the day written
        #expect(days == [CalendarDay(year: 2026, month: 9, day: 6), CalendarDay(year: 2026, month: 9, day: 6)])
    }
}
