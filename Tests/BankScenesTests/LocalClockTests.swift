import Foundation
import Testing

@testable import BankScenes

@Suite("Local clock")
struct LocalClockTests {
    private static let zones = [
        "UTC", "Europe/Berlin", "America/New_York", "America/St_Johns", "Asia/Kathmandu", "Australia/Lord_Howe",
        "Pacific/Kiritimati", "America/Sao_Paulo",
    ]

    private func calendarMoment(of date: Date, in zone: TimeZone) -> [Int] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
        return [parts.year, parts.month, parts.day, (parts.weekday ?? 1) - 1, parts.hour, parts.minute].map { $0 ?? -1 }
    }

    @Test(arguments: zones)
    func localMoments_agreeWithTheGregorianCalendar_acrossYearsAndTransitions(zoneName: String) throws {
        // Given a clock for the zone, and moments every 7 hours 13 minutes from 1969 to 2031
        let zone = try #require(TimeZone(identifier: zoneName))
        let clock = LocalClock(timeZone: zone)
        var seconds = -31_536_000.0
        let end = 1_924_992_000.0

        // When each is converted, Then it matches the calendar's own components
        while seconds < end {
            let date = Date(timeIntervalSince1970: seconds + 0.75)
            let moment = clock.localMoment(of: date)
            let actual: [Int] = [moment.year, moment.month, moment.day, moment.weekday, moment.hour, moment.minute]
            let expected = calendarMoment(of: date, in: zone)
            guard actual == expected, clock.dayNumber(of: date) == moment.dayNumber else {
                Issue.record("\(zoneName) at \(date): \(actual), the calendar says \(expected)")
                return
            }
            seconds += 26_000
        }
    }

    @Test func dayNumbers_countLocalDays_soMidnightSeparatesThem() throws {
        // Given Berlin, one minute before and after local midnight
        let clock = LocalClock(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        let beforeMidnight = Date(timeIntervalSince1970: 1_768_517_940)  // 2026-01-15 23:59 CET
        let afterMidnight = beforeMidnight.addingTimeInterval(120)

        // When both are converted
        let before = clock.localMoment(of: beforeMidnight)
        let after = clock.localMoment(of: afterMidnight)

        // Then they are on consecutive local days
        #expect(after.dayNumber - before.dayNumber == 1)
        #expect(before.day == 15)
        #expect(after.day == 16)
    }
}
