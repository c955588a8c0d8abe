extension Strings {
    // MARK: - Records

    /// What recording money spent or received says when it refuses.
    enum Records {
        static func notRecordable(_ category: TransactionCategory) -> String {
            switch category {
            case .transfer: "a transfer moves money between two of your accounts, so it is not recorded on one"
            case .opening: "an opening balance is given when the account is opened, so it is not recorded"
            default: "'\(category.rawValue)' is not a category a recorded row can have"
            }
        }

        static func notRecordableHint(_ category: TransactionCategory) -> String {
            category == .transfer
                ? "Use 'transfer' to move money between your accounts, or give another category."
                : "Give another category, such as other."
        }

        static func dayOutOfRange(_ day: CalendarDay) -> String {
            "\(day.isoText) is outside the days the ledger records"
        }

        static func dayNotYetBegun(_ day: CalendarDay) -> String {
            "\(day.isoText) has not begun yet: only what already happened is recorded"
        }

        static let dayNotYetBegunHint = "Give today or an earlier day; without a day, a row is recorded for today."

        static func dayBeforeOpening(_ day: CalendarDay, _ account: String, _ opened: CalendarDay) -> String {
            "\(day.isoText) is before \(account) opened on \(opened.isoText); an account holds nothing from before it"
        }

        static let dayBeforeOpeningHint = "Give a day on or after the account's opening day."
    }
}
