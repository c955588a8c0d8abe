import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Categories interactor")
struct CategoriesInteractorTests {
    private let presenter = CategoriesPresentationLogicSpy()
    private let worker = CategoriesWorkingLogicSpy()
    private let sut: CategoriesInteractor
    private let pets = CategoryDefinition(TransactionCategory(rawValue: "pets") ?? .other, kind: .spending)
    private let rule = CategoryRule(pattern: "vet", category: .health)
    private let january = CalendarMonth(year: 2026, month: 1)

    init() {
        worker.fetchCategoryBookResult = .success(.defaults)
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        sut = CategoriesInteractor(presenter: presenter, worker: worker, calendar: calendar)
    }

    @Test func showCategories_sumsThisMonthOfTheAccountsInTheFirstOnesCurrency() async throws {
        // Given this month's totals
        let period = try #require(calendar.period(of: january))
        let totals = try PeriodTotals(
            period: period, totals: [LedgerTotal(category: .dining, type: .debit, amountMinor: 450, entries: 1)])
        worker.fetchTotalsResult = .success([totals])

        // When the categories are shown
        await sut.showCategories()

        // Then the book is presented with January's totals of the dollar accounts
        #expect(worker.fetchTotalsArguments.map(\.0) == [Fixtures.accounts.filter { $0.currency == "USD" }.map(\.id)])
        #expect(worker.fetchTotalsArguments.map(\.1) == [[period]])
        #expect(
            presenter.calls == [
                .presentCategories(.init(book: .defaults, month: january, totals: totals, currency: "USD"))
            ])
    }

    @Test func aNewCategoryAndAMove_areMadeByTheStore_andSaid() async {
        let receipt = CategoryMoveReceipt(move: .merge(pets.category, into: .dining), rows: 3, rules: 1)
        worker.moveCategoryResult = .success(receipt)

        await sut.changeCategory(.init(change: .add(pets)))
        await sut.changeCategory(.init(change: .move(receipt.move)))

        #expect(worker.calls == [.addCategory(pets), .moveCategory(receipt.move)])
        #expect(
            presenter.calls == [
                .presentCategoryChange(.init(outcome: .added(pets))),
                .presentCategoryChange(.init(outcome: .moved(receipt))),
            ])
    }

    @Test func aRefusedChange_isAnError_andNothingElse() async {
        worker.addCategoryError = BankError.category(.nameTaken(.dining))

        await sut.changeCategory(.init(change: .add(CategoryDefinition(.dining, kind: .spending))))

        #expect(presenter.calls == [.presentError(ErrorViewModel(BankError.category(.nameTaken(.dining))))])
    }

    @Test func aRuleAddedOrRemoved_isSaid_andTheRulesShownAgain() async {
        worker.addRuleResult = .success([CategoryRule(pattern: "a", category: .groceries), rule])
        worker.removeRuleResult = .success(rule)
        worker.fetchCategoryBookResult = .success(CategoryBook(definitions: CategoryDefinition.defaults, rules: [rule]))

        await sut.changeRule(.init(change: .add(rule)))
        await sut.changeRule(.init(change: .remove(position: 2)))

        #expect(
            presenter.calls == [
                .presentRuleChange(.init(outcome: .added(rule, position: 2))), .presentRules(.init(rules: [rule])),
                .presentRuleChange(.init(outcome: .removed(rule, position: 2))), .presentRules(.init(rules: [rule])),
            ])
    }

    @Test func recategorise_passesTheDryRunOrTheApplying_withTheAccountsOfTheRows() async {
        let found = [RuleCategorisation(transaction: Fixtures.coffee, category: .groceries, rule: 1)]
        worker.recategoriseResult = .success(found)

        await sut.recategorise(.init(applying: false))
        await sut.recategorise(.init(applying: true))
        worker.recategoriseResult = .success([])
        await sut.recategorise(.init(applying: true))

        #expect(worker.recategoriseArguments == [false, true, true])
        #expect(
            presenter.calls == [
                .presentRecategorisation(.init(found: found, applying: false, accounts: Fixtures.accounts)),
                .presentRecategorisation(.init(found: found, applying: true, accounts: Fixtures.accounts)),
                .presentRecategorisation(.init(found: [], applying: true, accounts: [])),
            ])
    }
}
