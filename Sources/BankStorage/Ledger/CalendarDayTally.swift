import BankDomain

/// What each account's rows of a calendar day (statement rows and openings, ``Transaction/day``)
/// add up to, per day, category and type.
///
/// Such a row counts in its own day's period in every time zone, so it is not tallied by UTC
/// period (``LedgerPeriodTally``) but here, by the day itself: a period's totals are its moments'
/// from those tallies and its days' from this one (``LedgerPeriod``).
package enum CalendarDayTally {
    // MARK: - Nested Types

    /// A row of the tally, before it is added.
    package struct Key: Hashable {
        package let accountID: Int64
        /// ``CalendarDay/daysSince1970``.
        package let day: Int
        package let category: String
        package let type: String

        /// The day, account, category and type `row` is tallied under; nil for a row of a moment.
        package init?(of row: LedgerRow) {
            guard let day = row.transaction.day else { return nil }
            let transaction = row.transaction
            self.init(
                accountID: row.accountID, day: day.daysSince1970, category: transaction.category.rawValue,
                type: transaction.type.rawValue)
        }

        package init(accountID: Int64, day: Int, category: String, type: String) {
            self.accountID = accountID
            self.day = day
            self.category = category
            self.type = type
        }
    }

    // MARK: - Constants

    package static let table = "ledgerCalendarDayTally"

}
