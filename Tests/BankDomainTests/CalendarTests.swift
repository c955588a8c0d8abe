import BankDomain
import Foundation
import Synchronization
import Testing

/// The bank's calendar: days and months as the user types them, and where they start and end
/// in the user's time zone.
@Suite("Calendar days, months and periods")
struct CalendarTests {
    private let utc = TimeZone(secondsFromGMT: 0) ?? .current

    @Test(arguments: [
        ("2026-01-15", "2026-01-16"), ("2026-01-31", "2026-02-01"), ("2026-02-28", "2026-03-01"),
        ("2024-02-28", "2024-02-29"), ("2024-02-29", "2024-03-01"), ("1900-02-28", "1900-03-01"),
        ("2000-02-28", "2000-02-29"), ("2026-04-30", "2026-05-01"), ("2025-12-31", "2026-01-01"),
    ])
    func calendarDays_next_isTheDayAfter(day: String, after: String) {
        #expect(CalendarDay(iso: day)?.next.isoText == after)
    }

    @Test func calendarDays_parseOnlyRealISODays() {
        #expect(CalendarDay(iso: "2026-01-15") == CalendarDay(year: 2026, month: 1, day: 15))
        #expect(CalendarDay(year: 2026, month: 2, day: 3).isoText == "2026-02-03")
        for bad in ["2026-1-15", "15-01-2026", "2026-13-01", "2026-01-32", "yesterday", "", "2026-01-15x"] {
            #expect(CalendarDay(iso: bad) == nil)
        }
    }

    @Test func bankCalendar_startsADay_whereItsTimeZoneDoes_andNotOneThatDoesNotExist() throws {
        let sut = BankCalendar(clock: FixedClock(now: Date(timeIntervalSince1970: 1_768_471_200)), timeZone: utc)
        let newYork = BankCalendar(
            clock: FixedClock(now: Date(timeIntervalSince1970: 1_768_471_200)),
            timeZone: try #require(TimeZone(identifier: "America/New_York")))

        #expect(sut.start(of: CalendarDay(year: 2026, month: 2, day: 30)) == nil)
        #expect(sut.start(of: CalendarDay(year: 2026, month: 1, day: 15)) == Date(timeIntervalSince1970: 1_768_435_200))
        #expect(
            sut.start(ofDayAfter: CalendarDay(year: 2026, month: 1, day: 15))
                == Date(timeIntervalSince1970: 1_768_521_600))
        #expect(
            newYork.start(of: CalendarDay(year: 2026, month: 1, day: 15)) == Date(timeIntervalSince1970: 1_768_453_200))
    }

    @Test(arguments: ["2025-12", "1900-01", "2099-12"])
    func calendarMonth_readsYYYYMM_andWritesItBack(text: String) {
        #expect(CalendarMonth(iso: text)?.isoText == text)
    }

    @Test(arguments: ["2025-13", "2025-00", "2025-1", "25-12", "2025/12", "2025-12-01", "", "-2025-12", "２０２５-12"])
    func calendarMonth_refusesAnythingElse(text: String) {
        #expect(CalendarMonth(iso: text) == nil)
    }

    @Test func calendarMonth_movesAcrossYears() {
        let january = CalendarMonth(year: 2026, month: 1)

        #expect(january.adding(months: -1) == CalendarMonth(year: 2025, month: 12))
        #expect(january.adding(months: 11) == CalendarMonth(year: 2026, month: 12))
        #expect(january.adding(months: 12) == CalendarMonth(year: 2027, month: 1))
        #expect(january.adding(months: -25) == CalendarMonth(year: 2023, month: 12))
        #expect(CalendarMonth(year: 2025, month: 12) < january)
    }

    @Test func bankCalendar_monthsAndDaysFollowTheTimeZone_acrossDaylightSaving() throws {
        // Given New York, where March 2026 loses an hour on the 8th
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let sut = BankCalendar(clock: FixedClock(now: Date(timeIntervalSince1970: 1_773_500_000)), timeZone: newYork)

        // When
        let march = try #require(sut.period(of: CalendarMonth(year: 2026, month: 3)))
        let days = sut.lastDays(10)

        // Then March runs from 05:00 UTC on the 1st to 04:00 UTC on 1 April: 31 days less an hour
        #expect(sut.currentMonth == CalendarMonth(year: 2026, month: 3))
        #expect(march.instants.lowerBound == Date(timeIntervalSince1970: 1_772_341_200))
        #expect(march.instants.upperBound.timeIntervalSince(march.instants.lowerBound) == 31 * 86_400 - 3_600)
        #expect(march.firstDay == CalendarDay(year: 2026, month: 3, day: 1) && march.days.count == 31)
        #expect(days.count == 10)
        #expect(days.contains { $0.instants.upperBound.timeIntervalSince($0.instants.lowerBound) == 23 * 3_600 })
        #expect(zip(days, days.dropFirst()).allSatisfy { $0.instants.upperBound == $1.instants.lowerBound })
        #expect(zip(days, days.dropFirst()).allSatisfy { $0.days.upperBound == $1.days.lowerBound })
        #expect(days.allSatisfy { $0.days.count == 1 })
        #expect(days.last.map { $0.instants.contains(Date(timeIntervalSince1970: 1_773_500_000)) } == true)
        #expect(days.last?.firstDay == CalendarDay(year: 2026, month: 3, day: 14))
    }

    @Test func bankCalendar_lastDays_moveOnWhenTheDayDoes() {
        // Given a clock at 23:59:30 UTC on 15 January 2026
        let clock = SteppingClock(Date(timeIntervalSince1970: 1_768_521_570))
        let sut = BankCalendar(clock: clock, timeZone: utc)

        // When the days are asked for, again in the same minute, and after midnight
        let first = sut.lastDays(3)
        clock.advance(by: 20)
        let again = sut.lastDays(3)
        clock.advance(by: 20)
        let tomorrow = sut.lastDays(3)

        // Then the same day gives the same days and the next day ends a day later
        #expect(first == again)
        #expect(first.last?.instants.lowerBound == Date(timeIntervalSince1970: 1_768_435_200))
        #expect(tomorrow.last?.instants.lowerBound == Date(timeIntervalSince1970: 1_768_521_600))
        #expect(tomorrow.last?.firstDay == CalendarDay(year: 2026, month: 1, day: 16))
        #expect(tomorrow.first == first[1])
        #expect(sut.lastDays(2) == Array(tomorrow.suffix(2)))
    }

    @Test func bankCalendar_today_movesOnAtMidnight_andOnADayOfTwentyThreeHours() throws {
        // Given a clock at 23:59:30 in New York on 7 March 2026, the night before the clocks go on
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let clock = SteppingClock(Date(timeIntervalSince1970: 1_772_945_970))
        let sut = BankCalendar(clock: clock, timeZone: newYork)

        // When today is asked for, again in the same minute, after midnight, and 23 hours later
        let first = sut.today
        clock.advance(by: 20)
        let again = sut.today
        clock.advance(by: 20)
        let sunday = sut.today
        clock.advance(by: 23 * 3_600)
        let monday = sut.today

        // Then each is the day the clock is on where the user is
        #expect(first == CalendarDay(year: 2026, month: 3, day: 7))
        #expect(again == first)
        #expect(sunday == CalendarDay(year: 2026, month: 3, day: 8))
        #expect(monday == CalendarDay(year: 2026, month: 3, day: 9))
    }

    @Test(arguments: [
        "UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Kiritimati", "Pacific/Pago_Pago",
        "America/Havana",
    ])
    func bankCalendar_today_isAlwaysTheDayOfNow_whereverTheClockMoves(zone: String) throws {
        // Given a calendar in the zone, and a fresh calendar that works the day out every time
        let timeZone = try #require(TimeZone(identifier: zone))
        var fresh = Calendar(identifier: .gregorian)
        fresh.timeZone = timeZone
        var random = SeededGenerator(seed: UInt64(zone.utf8.count) &* 0x9E37_79B9_7F4A_7C15)
        let clock = SteppingClock(Date(timeIntervalSince1970: 1_767_225_600))
        let sut = BankCalendar(clock: clock, timeZone: timeZone)

        for _ in 0..<2_000 {
            // When the clock moves by seconds, hours or days, forward or back
            clock.advance(by: clockStep(using: &random))

            // Then today is the day of now, as the fresh calendar works it out
            let parts = fresh.dateComponents([.year, .month, .day], from: clock.now)
            let expected = try CalendarDay(
                year: #require(parts.year), month: #require(parts.month), day: #require(parts.day))
            #expect(sut.today == expected)
        }
    }
}

/// A step a clock takes: mostly a few seconds or minutes on, sometimes hours or days, sometimes
/// back (a clock set right).
private func clockStep(using random: inout SeededGenerator) -> TimeInterval {
    let size: TimeInterval = [60, 60, 60, 60, 3_600, 3_600, 86_400 * 3, 600][Int.random(in: 0..<8, using: &random)]
    let magnitude = Double.random(in: 0..<size, using: &random)
    return Int.random(in: 0..<16, using: &random) == 15 ? -magnitude : magnitude
}

/// A clock a test moves on or back.
private final class SteppingClock: BankClock {
    private let moment: Mutex<Date>

    init(_ start: Date) {
        moment = Mutex(start)
    }

    var now: Date { moment.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        moment.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
