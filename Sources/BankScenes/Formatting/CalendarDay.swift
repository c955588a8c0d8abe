/// A day as the user typed it (`2026-01-15`), without a time or a time zone.
public struct CalendarDay: Sendable, Equatable {
    // MARK: - Properties

    /// The year.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month.
    public let day: Int

    /// The day as `YYYY-MM-DD`, as the user types it.
    public var isoText: String {
        let month = (month < 10 ? "0" : "") + String(month)
        let dayOfMonth = (day < 10 ? "0" : "") + String(day)
        return "\(year)-\(month)-\(dayOfMonth)"
    }

    // MARK: - Initialization

    /// Creates a day.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
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
