/// A month as the user types it (`2025-12`), without a time zone.
public struct CalendarMonth: Sendable, Hashable, Comparable {
    // MARK: - Constants

    /// The first month the ledger can hold rows of.
    public static let earliest = CalendarMonth(year: 1900, month: 1)
    /// The last month the ledger can hold rows of.
    public static let latest = CalendarMonth(year: 2099, month: 12)
    private static let monthsPerYear = 12

    // MARK: - Properties

    /// The year.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int

    /// The month as `YYYY-MM`, as the user types it.
    public var isoText: String {
        String(year) + "-" + (month < 10 ? "0" : "") + String(month)
    }

    /// Its first day.
    public var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1) }

    // MARK: - Initialization

    /// Creates a month.
    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Reads `YYYY-MM`; nil for anything else.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), (1...Self.monthsPerYear).contains(month)
        else { return nil }
        self.init(year: year, month: month)
    }

    // MARK: - Moving

    /// The month `count` months later (earlier when negative).
    public func adding(months count: Int) -> CalendarMonth {
        let index = year * Self.monthsPerYear + (month - 1) + count
        let (year, month) = index.quotientAndRemainder(dividingBy: Self.monthsPerYear)
        return month < 0
            ? CalendarMonth(year: year - 1, month: month + Self.monthsPerYear + 1)
            : CalendarMonth(year: year, month: month + 1)
    }

    // MARK: - Comparable

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
