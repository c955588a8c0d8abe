import BankDomain
import Foundation

extension Strings {
    enum Insights {
        static let sceneTitle = "Insights"
        static let allAccounts = "All accounts"
        static let spendingHeading = "Spending by category"
        static let monthSummary = "Show another month"
        static let previousSummary = "Show the month before"
        static let nextSummary = "Show the month after"
        static let narrowSummary = "Show one account, or all of them"
        static let monthArgument = "The month, as YYYY-MM"
        static let accountArgument = "An account's name, or '\(InsightsCommand.Name.all)'"
        static let monthHint =
            "Type '\(InsightsCommand.Name.month) YYYY-MM' for a month from \(CalendarMonth.earliest.isoText) to \(CalendarMonth.latest.isoText), like '\(InsightsCommand.Name.month) 2025-12'."
        static let accountHint =
            "Type '\(InsightsCommand.Name.narrow) ' and press Tab for the accounts, or '\(InsightsCommand.Name.narrow) \(InsightsCommand.Name.all)'."
        static let purpose =
            "Where the money went: a month's spending by category as bars with amounts and shares, and six months of income against spending, for every account or one. Transfers between accounts and opening balances count as neither."

        static func title(_ month: String) -> String {
            "Insights · \(month)"
        }

        static func totalSpent(_ month: String, _ amount: String) -> String {
            "Spent in \(month): \(amount)"
        }

        static func nothingSpent(_ month: String) -> String {
            "Nothing was spent in \(month)."
        }

        static func historyHeading(since first: String) -> String {
            "Income and spending since \(first)"
        }

        static func incomeLabel(_ month: String) -> String {
            "\(month) in"
        }

        static func spendingLabel(_ month: String) -> String {
            "\(month) out"
        }

        /// What a category's share is of, for a screen reader: "Groceries: $412.50, 38% of spending".
        static let sharesOf = "of spending"

        static func categoryName(_ category: TransactionCategory) -> String {
            category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()
        }

        /// A share as a whole percentage; one that is not zero but rounds to it is "<1%".
        static func share(_ fraction: Double) -> String {
            let percent = (fraction * 100).rounded()
            return fraction > 0 && percent < 1 ? "<1%" : String(Int(percent)) + "%"
        }

        static func leftOut(_ names: [String]) -> String {
            "Accounts in other currencies are not in these sums: \(names.joined(separator: ", "))."
        }

        static func badMonth(_ text: String) -> String {
            "'\(text)' is not a month"
        }

        static func outsideTheLedger(_ month: String) -> String {
            "\(month) is outside the months the bank can hold"
        }

        static func monthNotInTimeZone(_ month: String) -> String {
            "\(month) does not start on a day this time zone has"
        }

        static func noSuchAccount(_ name: String) -> String {
            "there is no account named '\(name)'"
        }
    }
}
