import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the categories scene.
@Spyable
protocol CategoriesBusinessLogic: BusinessLogic {
    func showCategories() async
    func changeCategory(_ request: Categories.ChangeCategory.Request) async
    func showRules() async
    func changeRule(_ request: Categories.ChangeRule.Request) async
    func recategorise(_ request: Categories.Recategorise.Request) async
}

/// Reads the categories with this month's totals, and passes changes of categories and rules to
/// the bank, whose store checks them on the book as its write reads it (``CategoryRules``).
@MemberwiseInit
final class CategoriesInteractor: CategoriesBusinessLogic {
    // MARK: - Properties

    let presenter: any CategoriesPresentationLogic
    private let worker: any CategoriesWorkingLogic
    private let calendar: BankCalendar

    // MARK: - CategoriesBusinessLogic

    func showCategories() async {
        await presenter.presentingErrors {
            try await reloadCategories()
        }
    }

    /// Makes the change and says what it did; 'categories' lists them again.
    func changeCategory(_ request: Categories.ChangeCategory.Request) async {
        await presenter.presentingErrors {
            let outcome: Categories.ChangeCategory.Response.Outcome
            switch request.change {
            case .add(let definition):
                try await worker.addCategory(definition)
                outcome = .added(definition)
            case .move(let move):
                outcome = .moved(try await worker.moveCategory(move))
            }
            presenter.presentCategoryChange(Categories.ChangeCategory.Response(outcome: outcome))
        }
    }

    func showRules() async {
        await presenter.presentingErrors {
            presenter.presentRules(Categories.ShowRules.Response(rules: try await worker.fetchCategoryBook().rules))
        }
    }

    func changeRule(_ request: Categories.ChangeRule.Request) async {
        await presenter.presentingErrors {
            let outcome: Categories.ChangeRule.Response.Outcome
            switch request.change {
            case .add(let rule):
                let rules = try await worker.addRule(rule)
                outcome = .added(rule, position: rules.count)
            case .remove(let position):
                outcome = .removed(try await worker.removeRule(at: position), position: position)
            }
            presenter.presentRuleChange(Categories.ChangeRule.Response(outcome: outcome))
            presenter.presentRules(Categories.ShowRules.Response(rules: try await worker.fetchCategoryBook().rules))
        }
    }

    func recategorise(_ request: Categories.Recategorise.Request) async {
        await presenter.presentingErrors {
            let found = try await worker.recategorise(applying: request.applying)
            let accounts = found.isEmpty ? [] : try await worker.fetchAccountsWithHistory()
            presenter.presentRecategorisation(
                Categories.Recategorise.Response(found: found, applying: request.applying, accounts: accounts))
        }
    }

    // MARK: - Private

    /// The categories with this month's totals of the accounts in the first account's currency,
    /// as insights sums them.
    private func reloadCategories() async throws {
        let book = try await worker.fetchCategoryBook()
        let accounts = try await worker.fetchAccountsWithHistory()
        let currency = accounts.first?.currency ?? Currency.bankDefault
        let month = calendar.currentMonth
        guard let period = calendar.period(of: month) else { throw InsightsError.monthNotInTimeZone(month) }
        let summed = accounts.filter { $0.currency == currency }.map(\.id)
        let totals =
            try await worker.fetchTotals(of: summed, in: [period]).first ?? PeriodTotals(period: period, totals: [])
        presenter.presentCategories(
            Categories.ShowCategories.Response(book: book, month: month, totals: totals, currency: currency))
    }
}
