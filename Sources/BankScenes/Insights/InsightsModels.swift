public import BankDomain
import Foundation
import Vipera

/// The use cases of the insights scene.
enum Insights {
    // MARK: - Show Insights

    /// Show where a month's money went, and six months of income against spending: the month and
    /// accounts shown before, or others.
    enum ShowInsights {
        /// What to show instead of what is shown.
        enum Change: Sendable, Equatable {
            /// The same again, read afresh.
            case reload
            /// Another month.
            case month(CalendarMonth)
            /// The month before the one shown.
            case previousMonth
            /// The month after the one shown.
            case nextMonth
            /// One account, by name.
            case account(String)
            /// Every account again.
            case allAccounts
        }

        struct Request: Sendable, Equatable {
            let change: Change
        }

        /// One month's totals.
        struct MonthTotals: Sendable, Equatable {
            let month: CalendarMonth
            let totals: PeriodTotals
        }

        struct Response: Sendable, Equatable {
            let month: CalendarMonth
            /// The account narrowed to; nil for every account in ``currency``.
            let account: Account?
            let currency: String
            /// Accounts in other currencies, which sums of every account leave out.
            let leftOut: [Account]
            /// The six months up to and including ``month``, oldest first, without transfers.
            let history: [MonthTotals]
            let showsBalances: Bool
            let accountNames: [String]
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            /// A category's spending: the amount (nil while balances are hidden) and its share.
            struct Category: Sendable, Equatable, Encodable {
                let category: String
                let label: String
                let amount: String
                let amountMinor: Int64?
                let share: Double
                let shareText: String
            }

            /// A month's income and spending, with their bars as fractions of the largest.
            struct Month: Sendable, Equatable, Encodable {
                let month: String
                let label: String
                let income: String
                let incomeMinor: Int64?
                let incomeBar: Double
                let spending: String
                let spendingMinor: Int64?
                let spendingBar: Double
            }

            let title: String
            let scope: String
            let month: String
            let from: String
            let until: String
            let currency: String
            let categories: [Category]
            let totalSpent: String
            let totalSpentMinor: Int64?
            let spendingHeading: String
            let emptyMessage: String?
            let historyHeading: String
            let history: [Month]
            let note: String?
            let accountNames: [String]
        }
    }
}

/// Why the insights scene cannot show what was asked.
enum InsightsError: Error, Equatable, Sendable, LocalizedError {
    case outsideTheLedger(CalendarMonth)
    case noSuchAccount(String)
    case monthNotInTimeZone(CalendarMonth)

    var errorDescription: String? {
        switch self {
        case .outsideTheLedger(let month): Strings.Insights.outsideTheLedger(month.isoText)
        case .noSuchAccount(let name): Strings.Insights.noSuchAccount(name)
        case .monthNotInTimeZone(let month): Strings.Insights.monthNotInTimeZone(month.isoText)
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .outsideTheLedger: Strings.Insights.monthHint
        case .noSuchAccount: Strings.Insights.accountHint
        case .monthNotInTimeZone: Strings.Insights.monthHint
        }
    }
}

/// The commands of the insights scene.
public enum InsightsCommand: Sendable, Equatable {
    /// Show another month.
    case month(CalendarMonth)
    /// Show the month before.
    case previous
    /// Show the month after.
    case next
    /// Narrow to one account, or `all` of them.
    case narrow(String)
    /// Read the totals again.
    case refresh
}

extension InsightsCommand {
    /// Command names that prose names too: declared once, for the table and the text.
    enum Name {
        static let month = "month"
        static let narrow = "in"
        static let all = "all"
    }
}
