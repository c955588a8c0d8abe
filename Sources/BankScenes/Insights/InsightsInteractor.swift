import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the insights scene.
@Spyable
protocol InsightsBusinessLogic: BusinessLogic {
    func showInsights(_ request: Insights.ShowInsights.Request) async
}

/// Keeps the month and the accounts shown, and sums their ledger by month.
@MemberwiseInit
final class InsightsInteractor: InsightsBusinessLogic {
    // MARK: - Constants

    /// How many months the history of income and spending shows.
    static let historyMonths = 6

    // MARK: - Properties

    /// The account narrowed to, when one is.
    private(set) var account: Account?
    let presenter: any InsightsPresentationLogic
    private let worker: any InsightsWorkingLogic
    private let calendar: BankCalendar
    private var month: CalendarMonth?

    // MARK: - InsightsBusinessLogic

    func showInsights(_ request: Insights.ShowInsights.Request) async {
        await presenter.presentingErrors {
            let accounts = try await worker.fetchAccountsWithHistory()
            let month = try month(after: request.change)
            let account = try account(after: request.change, among: accounts)
            let currency = account?.currency ?? accounts.first?.currency ?? Currency.bankDefault
            let summed = account.map { [$0] } ?? accounts.filter { $0.currency == currency }
            let months = (0..<Self.historyMonths).reversed().map { month.adding(months: -$0) }
            let periods = try months.map { month throws(InsightsError) in
                guard let period = calendar.period(of: month) else { throw .monthNotInTimeZone(month) }
                return period
            }
            let totals = try await worker.fetchTotals(of: summed.map(\.id), in: periods)
            let settings = try await worker.fetchSettings()
            // Moving money between one's own accounts is neither income nor spending, and neither
            // is what an account held or owed when it opened: the categories of that kind, which
            // `transfer` and `opening` always are.
            let notIncomeOrSpending = try await worker.fetchCategoryBook().categories(of: .transfer)
            (self.month, self.account) = (month, account)
            presenter.presentInsights(
                Insights.ShowInsights.Response(
                    month: month, account: account, currency: currency,
                    leftOut: account == nil ? accounts.filter { $0.currency != currency } : [],
                    history: try zip(months, totals).map { month, totals throws(BankError) in
                        .init(month: month, totals: try totals.excluding(notIncomeOrSpending))
                    },
                    showsBalances: settings.showsBalances, accountNames: accounts.map(\.name)))
        }
    }

    // MARK: - Private

    private func month(after change: Insights.ShowInsights.Change) throws(InsightsError) -> CalendarMonth {
        let shown = month ?? calendar.currentMonth
        let wanted =
            switch change {
            case .month(let month): month
            case .previousMonth: shown.adding(months: -1)
            case .nextMonth: shown.adding(months: 1)
            case .reload, .account, .allAccounts: shown
            }
        guard (CalendarMonth.earliest...CalendarMonth.latest).contains(wanted) else {
            throw .outsideTheLedger(wanted)
        }
        return wanted
    }

    private func account(
        after change: Insights.ShowInsights.Change, among accounts: [Account]
    ) throws(InsightsError) -> Account? {
        switch change {
        case .allAccounts:
            return nil
        case .account(let name):
            guard let found = accounts.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw .noSuchAccount(name)
            }
            return found
        case .reload, .month, .previousMonth, .nextMonth:
            // The account may have been renamed or removed since: it is found again by id.
            return account.flatMap { shown in accounts.first { $0.id == shown.id } }
        }
    }
}
