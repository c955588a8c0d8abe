/// What a statement's balance column says the account held at the end of one of its days: the
/// balance after that day's last row, as the statement lists them.
public struct StatementBalance: Sendable, Equatable {
    /// The line of that row in the statement.
    public let line: Int
    /// The day.
    public let day: CalendarDay
    /// The balance, in minor units of the account's currency.
    public let balanceMinor: Int64

    /// The balance `balanceMinor` at the end of `day`, given on `line`.
    public init(line: Int, day: CalendarDay, balanceMinor: Int64) {
        self.line = line
        self.day = day
        self.balanceMinor = balanceMinor
    }
}
