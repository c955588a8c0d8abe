import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the insights scene.
@Spyable
protocol InsightsPresentationLogic: PresentationLogic {
    func presentInsights(_ response: Insights.ShowInsights.Response)
}

/// Turns a month's totals into spending by category with shares, and six months into income
/// against spending: amounts formatted (or hidden), minor units and ISO dates beside them.
@MemberwiseInit
final class InsightsPresenter: InsightsPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any InsightsDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - InsightsPresentationLogic

    func presentInsights(_ response: Insights.ShowInsights.Response) {
        let dates = formatting.dates
        let monthName = dates.monthName(response.month)
        let spent = response.history.last?.totals
        let categories = spent?.spending ?? []
        let total = spent?.debitsMinor ?? 0
        let first = response.history.first?.month ?? response.month
        display?.displayInsights(
            Insights.ShowInsights.ViewModel(
                title: Strings.Insights.title(monthName),
                scope: response.account?.name ?? Strings.Insights.allAccounts,
                month: response.month.isoText,
                from: spent.map { $0.period.firstDay.isoText } ?? response.month.firstDay.isoText,
                until: spent.map { $0.period.lastDay.isoText } ?? "",
                currency: response.currency,
                categories: categories.map { row(of: $0, total: total, response: response) },
                totalSpent: Strings.Insights.totalSpent(monthName, amount(total, response)),
                totalSpentMinor: visible(total, response),
                spendingHeading: Strings.Insights.spendingHeading,
                emptyMessage: categories.isEmpty ? Strings.Insights.nothingSpent(monthName) : nil,
                historyHeading: Strings.Insights.historyHeading(since: dates.shortMonthName(first)),
                history: history(response),
                note: response.leftOut.isEmpty ? nil : Strings.Insights.leftOut(response.leftOut.map(\.name)),
                accountNames: response.accountNames + [InsightsCommand.Name.all]
            ))
    }

    // MARK: - Private

    private func row(
        of total: LedgerTotal, total sum: Int64, response: Insights.ShowInsights.Response
    ) -> Insights.ShowInsights.ViewModel.Category {
        let share = sum > 0 ? Double(total.amountMinor) / Double(sum) : 0
        return .init(
            category: total.category.rawValue, label: Strings.Insights.categoryName(total.category),
            amount: amount(total.amountMinor, response), amountMinor: visible(total.amountMinor, response),
            share: share, shareText: Strings.Insights.share(share))
    }

    private func history(_ response: Insights.ShowInsights.Response) -> [Insights.ShowInsights.ViewModel.Month] {
        let sums = response.history.map { month in
            (
                month: month.month,
                income: month.totals.sum(of: .credit),
                spending: month.totals.sum(of: .debit)
            )
        }
        let largest = Double(max(sums.map { max($0.income, $0.spending) }.max() ?? 0, 1))
        return sums.map { sum in
            .init(
                month: sum.month.isoText, label: formatting.dates.shortMonthName(sum.month),
                income: amount(sum.income, response), incomeMinor: visible(sum.income, response),
                incomeBar: Double(sum.income) / largest,
                spending: amount(sum.spending, response), spendingMinor: visible(sum.spending, response),
                spendingBar: Double(sum.spending) / largest)
        }
    }

    private func amount(_ minorUnits: Int64, _ response: Insights.ShowInsights.Response) -> String {
        formatting.balance(minorUnits: minorUnits, currency: response.currency, isVisible: response.showsBalances)
    }

    private func visible(_ minorUnits: Int64, _ response: Insights.ShowInsights.Response) -> Int64? {
        response.showsBalances ? minorUnits : nil
    }
}
