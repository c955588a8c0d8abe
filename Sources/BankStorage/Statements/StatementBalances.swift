package import BankDomain

/// A statement's balance column as the rows are read: for each day, the balance after the first
/// and after the last of its rows as listed, and which way the statement runs. A statement lists
/// its rows oldest first or newest first, so a day's end is its last row in the one and its first
/// in the other.
package struct StatementBalances {
    // MARK: - Properties

    /// Each day's first and last listed row with a balance, by day.
    private var days: [Int: (first: StatementBalance, last: StatementBalance)] = [:]
    /// The day of the row read last, and whether any day came after or before the one before it.
    private var previousDay: CalendarDay?
    private var runsForward = false
    private var runsBackward = false

    // MARK: - Reading

    /// Notes that the row on `line` of `day` leaves the balance at `balanceMinor`.
    package mutating func note(line: Int, day: CalendarDay, balanceMinor: Int64) {
        let balance = StatementBalance(line: line, day: day, balanceMinor: balanceMinor)
        if let previousDay {
            runsForward = runsForward || day > previousDay
            runsBackward = runsBackward || day < previousDay
        }
        previousDay = day
        days[day.daysSince1970, default: (balance, balance)].last = balance
    }

    // MARK: - Result

    /// The balance at the end of each day, oldest day first; none when the days run both ways,
    /// where no row can be said to end its day.
    package var endOfDay: [StatementBalance] {
        guard !(runsForward && runsBackward) else { return [] }
        return days.keys.sorted().compactMap { key in
            days[key].map { runsBackward ? $0.first : $0.last }
        }
    }
}
