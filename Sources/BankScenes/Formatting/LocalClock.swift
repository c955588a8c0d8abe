import Foundation
import Synchronization

/// A moment's wall-clock date and time in one time zone.
struct LocalMoment: Equatable {
    /// Days since 1970-01-01 in the time zone: equal for two moments on the same local day.
    let dayNumber: Int
    /// The year.
    let year: Int
    /// The month, 1 to 12.
    let month: Int
    /// The day of the month.
    let day: Int
    /// The day of the week, 0 for Sunday to 6 for Saturday.
    let weekday: Int
    /// The hour, 0 to 23.
    let hour: Int
    /// The minute.
    let minute: Int
    /// The second.
    let second: Int
}

/// Turns moments into local dates and times by integer arithmetic, asking the time zone only for
/// its offset from UTC, and only once per UTC day: a table of transactions costs a few additions
/// per row instead of a calendar computation per row.
final class LocalClock: Sendable {
    // MARK: - Nested Types

    /// A UTC day's offset: one for the whole day, or a day with a transition in it.
    private enum DayOffset {
        case constant(Int)
        case changing
    }

    /// The offsets of the UTC days seen, and the two asked for last: a list's rows come a few
    /// to a day and each is compared with today, so most lookups need no hashing.
    private struct OffsetTable {
        var days: [Int: DayOffset] = [:]
        var latest: (day: Int, offset: DayOffset)?
        var previous: (day: Int, offset: DayOffset)?

        mutating func offset(of day: Int) -> DayOffset? {
            if let latest, latest.day == day {
                return latest.offset
            }
            if let previous, previous.day == day {
                swap(&self.latest, &self.previous)
                return previous.offset
            }
            guard let found = days[day] else { return nil }
            previous = latest
            latest = (day, found)
            return found
        }
    }

    // MARK: - Constants

    private static let secondsPerDay = 86_400
    private static let secondsPerHour = 3_600
    private static let secondsPerMinute = 60
    private static let daysPerWeek = 7
    /// 1970-01-01 was a Thursday.
    private static let weekdayOfDayZero = 4
    /// More distinct UTC days than this start the table afresh, so memory stays bounded.
    private static let maximumCachedDays = 4_096

    // MARK: - Properties

    /// The time zone.
    let timeZone: TimeZone
    private let offsets = Mutex<OffsetTable>(OffsetTable())

    // MARK: - Initialization

    /// Creates the clock for `timeZone`.
    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    // MARK: - Converting

    /// Days since 1970-01-01 in the time zone, without working out the date.
    func dayNumber(of date: Date) -> Int {
        let utcSeconds = Int(date.timeIntervalSince1970.rounded(.down))
        return Self.floorDivide(utcSeconds + offset(atUTCSeconds: utcSeconds), Self.secondsPerDay)
    }

    /// `date` on the wall clock of the time zone.
    func localMoment(of date: Date) -> LocalMoment {
        let utcSeconds = Int(date.timeIntervalSince1970.rounded(.down))
        return Self.moment(atSeconds: utcSeconds + offset(atUTCSeconds: utcSeconds))
    }

    /// `date` in UTC, which needs no time zone at all.
    static func utcMoment(of date: Date) -> LocalMoment {
        moment(atSeconds: Int(date.timeIntervalSince1970.rounded(.down)))
    }

    // MARK: - Private

    /// The wall clock `localSeconds` seconds after 1970-01-01 00:00.
    private static func moment(atSeconds localSeconds: Int) -> LocalMoment {
        let dayNumber = Self.floorDivide(localSeconds, Self.secondsPerDay)
        let secondOfDay = localSeconds - dayNumber * Self.secondsPerDay
        let (year, month, day) = Self.civilDate(fromDayNumber: dayNumber)
        return LocalMoment(
            dayNumber: dayNumber,
            year: year,
            month: month,
            day: day,
            weekday: Self.floorModulo(dayNumber + Self.weekdayOfDayZero, Self.daysPerWeek),
            hour: secondOfDay / Self.secondsPerHour,
            minute: secondOfDay % Self.secondsPerHour / Self.secondsPerMinute,
            second: secondOfDay % Self.secondsPerMinute
        )
    }

    private func offset(atUTCSeconds seconds: Int) -> Int {
        let utcDay = Self.floorDivide(seconds, Self.secondsPerDay)
        let known = offsets.withLock { $0.offset(of: utcDay) }
        switch known {
        case .constant(let offset): return offset
        case .changing: return zoneOffset(at: seconds)
        case nil: break
        }
        let start = utcDay * Self.secondsPerDay
        let first = zoneOffset(at: start)
        let last = zoneOffset(at: start + Self.secondsPerDay - 1)
        offsets.withLock { table in
            if table.days.count >= Self.maximumCachedDays {
                table.days.removeAll(keepingCapacity: true)
            }
            table.days[utcDay] = first == last ? .constant(first) : .changing
        }
        return first == last ? first : zoneOffset(at: seconds)
    }

    private func zoneOffset(at seconds: Int) -> Int {
        timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
    }

    /// Year, month and day of a day number in the proleptic Gregorian calendar (Howard Hinnant's
    /// `civil_from_days`).
    private static func civilDate(fromDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = dayNumber + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    private static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
        value - floorDivide(value, divisor) * divisor
    }
}
