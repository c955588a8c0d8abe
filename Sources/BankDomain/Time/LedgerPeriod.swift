public import Foundation

/// A stretch of time as the ledger sums and filters it: the moments from one local midnight to
/// another, for rows that happened at a moment (a transfer), and the calendar days between them,
/// for rows that happened on a day (a statement row), which count in their day's period in every
/// time zone.
public struct LedgerPeriod: Sendable, Hashable {
    // MARK: - Properties

    /// The moments it spans: its start included, its end not.
    public let instants: Range<Date>
    /// The days it spans, as ``CalendarDay/daysSince1970``: the first included, the last not.
    public let days: Range<Int>

    /// Its first day.
    public var firstDay: CalendarDay { CalendarDay(daysSince1970: days.lowerBound) }
    /// Its last day.
    public var lastDay: CalendarDay { CalendarDay(daysSince1970: days.upperBound - 1) }

    // MARK: - Initialization

    /// A period of `instants` and `days`.
    public init(instants: Range<Date>, days: Range<Int>) {
        self.instants = instants
        self.days = days
    }

    /// The days from `first` up to and not including `end`, from the first moment of `first` to
    /// the first moment of `end` as `start` finds them in a time zone.
    public init(from first: CalendarDay, upTo end: CalendarDay, instants: Range<Date>) {
        self.init(instants: instants, days: first.daysSince1970..<end.daysSince1970)
    }
}

/// Where a stretch of the ledger begins or ends, as a list filter names it: a day, for rows that
/// happened on a day, and that day's first moment where the user is, for rows that happened at a
/// moment.
public struct LedgerBoundary: Sendable, Hashable {
    // MARK: - Properties

    /// The day: rows of days from it on are after the boundary.
    public let day: CalendarDay
    /// The day's first moment: rows of moments from it on are after the boundary.
    public let instant: Date

    /// No row after the boundary is dated before this: a row of a day is dated from its first
    /// moment anywhere on (``CalendarDay/ledgerDate(of:)``), which may come before the day's
    /// first moment where the user is.
    public var earliestDate: Date { min(instant, day.firstMomentAnywhere) }
    /// Every row before the boundary is dated before this: a row of an earlier day is dated by
    /// that day's noon in UTC at the latest.
    public var latestDate: Date { max(instant, day.noonUTC) }

    // MARK: - Initialization

    /// The boundary at the start of `day`, whose first moment is `instant`.
    public init(day: CalendarDay, instant: Date) {
        self.day = day
        self.instant = instant
    }
}
