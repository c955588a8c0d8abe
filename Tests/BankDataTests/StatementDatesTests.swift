import Foundation
import Testing

@testable import BankData

@Suite("Statement dates")
struct StatementDatesTests {
    private static let zones = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe"]

    @Test(arguments: zones)
    func theISODayFastPath_givesWhatADateFormatterGives(zone: String) throws {
        // Given the two ways of reading yyyy-MM-dd in one time zone
        let timeZone = try #require(TimeZone(identifier: zone))
        var fast = StatementDates(format: "yyyy-MM-dd", timeZone: timeZone)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.isLenient = false

        // When every 7th day from 1900 to 2100 (every weekday, both sides of each DST change) and
        // days that do not exist are read
        var texts: [String] = []
        for days in stride(from: -25_567, to: 47_482, by: 7) {
            let components = Calendar(identifier: .gregorian).dateComponents(
                in: TimeZone(secondsFromGMT: 0) ?? .current, from: Date(timeIntervalSince1970: Double(days) * 86_400))
            texts.append(
                String(format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0, components.day ?? 0))
        }
        texts += ["2023-02-29", "2024-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "2026-1-01", "abcd-ef-gh", ""]

        // Then both read the same instant, or both refuse
        for text in texts {
            #expect(fast.date(from: text) == formatter.date(from: text), "\(text) in \(zone)")
        }
    }

    @Test func otherFormats_goThroughTheFormatter() {
        var dates = StatementDates(format: "dd/MM/yyyy", timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

        #expect(dates.date(from: "31/12/2025") == Date(timeIntervalSince1970: 1_767_139_200))
        #expect(dates.date(from: "2025-12-31") == nil)
    }
}
