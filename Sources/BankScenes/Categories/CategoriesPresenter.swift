import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the categories scene.
@Spyable
protocol CategoriesPresentationLogic: PresentationLogic {
    func presentCategories(_ response: Categories.ShowCategories.Response)
    func presentCategoryChange(_ response: Categories.ChangeCategory.Response)
    func presentRules(_ response: Categories.ShowRules.Response)
    func presentRuleChange(_ response: Categories.ChangeRule.Response)
    func presentRecategorisation(_ response: Categories.Recategorise.Response)
}

/// Turns categories, rules and recategorised rows into tables and sentences.
@MemberwiseInit
final class CategoriesPresenter: CategoriesPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any CategoriesDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }
    private let formatting: BankFormatting

    // MARK: - CategoriesPresentationLogic

    func presentCategories(_ response: Categories.ShowCategories.Response) {
        var sums: [TransactionCategory: (entries: Int, netMinor: Int64)] = [:]
        for total in response.totals.totals {
            let signed = total.type == .credit ? total.amountMinor : -total.amountMinor
            // A month's totals were added up by the store without overflow; a category's net is
            // a part of them.
            sums[total.category, default: (0, 0)].entries += total.entries
            sums[total.category, default: (0, 0)].netMinor += signed
        }
        let rows = response.book.definitions.enumerated().map { offset, definition in
            let sum = sums[definition.category] ?? (0, 0)
            return Categories.ShowCategories.ViewModel.Row(
                number: String(offset + 1), category: definition.category.rawValue,
                kind: definition.kind.rawValue, rows: sum.entries == 0 ? "" : formatting.count(sum.entries),
                thisMonth: sum.entries == 0
                    ? Strings.Categories.nothing
                    : formatting.signedAmount(minorUnits: sum.netMinor, currency: response.currency),
                thisMonthMinor: sum.netMinor, currency: response.currency)
        }
        display?.displayCategories(
            Categories.ShowCategories.ViewModel(
                heading: Strings.Categories.heading(formatting.dates.monthName(response.month)), rows: rows))
    }

    func presentCategoryChange(_ response: Categories.ChangeCategory.Response) {
        let message: String =
            switch response.outcome {
            case .added(let definition):
                Strings.Categories.added(definition.category.rawValue, kind: definition.kind.rawValue)
            case .moved(let receipt):
                switch receipt.move {
                case .rename(let category, let name):
                    Strings.Categories.renamed(
                        category.rawValue, name.rawValue, rows: moved(receipt.rows), rules: receipt.rules)
                case .merge(let category, let target):
                    Strings.Categories.merged(
                        category.rawValue, target.rawValue, rows: moved(receipt.rows), rules: receipt.rules)
                }
            }
        display?.displayCategoryChange(Categories.ChangeCategory.ViewModel(message: message))
    }

    func presentRules(_ response: Categories.ShowRules.Response) {
        let rows = response.rules.enumerated().map { offset, rule in
            Categories.ShowRules.ViewModel.Row(
                number: String(offset + 1), memoContains: rule.pattern, category: rule.category.rawValue)
        }
        display?.displayRules(
            Categories.ShowRules.ViewModel(rows: rows, emptyMessage: rows.isEmpty ? Strings.Categories.noRules : nil))
    }

    func presentRuleChange(_ response: Categories.ChangeRule.Response) {
        let message: String =
            switch response.outcome {
            case .added(let rule, let position):
                Strings.Categories.ruleAdded(position, rule.pattern, rule.category.rawValue)
            case .removed(let rule, let position):
                Strings.Categories.ruleRemoved(position, rule.pattern, rule.category.rawValue)
            }
        display?.displayRuleChange(Categories.ChangeRule.ViewModel(message: message))
    }

    func presentRecategorisation(_ response: Categories.Recategorise.Response) {
        let accounts = Dictionary(response.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let today = formatting.dates.today
        let rows = response.found.enumerated().map { offset, found in
            let transaction = found.transaction
            let account = accounts[transaction.accountID]
            return Categories.Recategorise.ViewModel.Row(
                number: String(offset + 1), date: formatting.dates.relative(transaction.when, today: today),
                account: account?.name ?? "", memo: transaction.memo,
                amount: formatting.signedAmount(
                    of: transaction, currency: account?.currency ?? Currency.bankDefault),
                category: Strings.Categories.change(transaction.category.rawValue, found.category.rawValue),
                rule: String(found.rule))
        }
        let count = formatting.count(rows.count)
        let message =
            rows.isEmpty
            ? Strings.Categories.nothingToRecategorise
            : response.applying
                ? Strings.Categories.recategorised(count, plural: rows.count != 1)
                : Strings.Categories.wouldRecategorise(count, plural: rows.count != 1)
        display?.displayRecategorisation(
            Categories.Recategorise.ViewModel(
                rows: rows, message: message, changed: response.applying && !rows.isEmpty))
    }

    // MARK: - Private

    private func moved(_ rows: Int) -> String {
        Strings.Categories.rows(formatting.count(rows), plural: rows != 1)
    }
}
