import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Categories presenter")
struct CategoriesPresenterTests {
    private let display = CategoriesDisplayLogicSpy()
    private let sut = CategoriesPresenter(formatting: formatting)
    private let pets = TransactionCategory(rawValue: "pets") ?? .other

    init() {
        sut.display = display
    }

    @Test func theCategories_showTheirKind_andThisMonthsRowsAndNet() throws {
        // Given a book of two categories and a month with rows in one of them both ways
        let book = CategoryBook(
            definitions: [CategoryDefinition(.salary, kind: .income), CategoryDefinition(pets, kind: .spending)])
        let period = try #require(calendar.period(of: CalendarMonth(year: 2026, month: 1)))
        let totals = try PeriodTotals(
            period: period,
            totals: [
                LedgerTotal(category: pets, type: .debit, amountMinor: 12_000, entries: 2),
                LedgerTotal(category: pets, type: .credit, amountMinor: 2_000, entries: 1),
            ])

        // When they are presented
        sut.presentCategories(
            .init(book: book, month: CalendarMonth(year: 2026, month: 1), totals: totals, currency: "USD"))

        // Then each has its row; one without rows this month says so with a dash
        #expect(
            display.calls == [
                .displayCategories(
                    .init(
                        heading: "Categories, January 2026",
                        rows: [
                            .init(
                                number: "1", category: "salary", kind: "income", rows: "", thisMonth: "—",
                                thisMonthMinor: 0, currency: "USD"),
                            .init(
                                number: "2", category: "pets", kind: "spending", rows: "3", thisMonth: "-$100.00",
                                thisMonthMinor: -10_000, currency: "USD"),
                        ]))
            ])
    }

    @Test func changes_areSaidInWords() {
        sut.presentCategoryChange(.init(outcome: .added(CategoryDefinition(pets, kind: .spending))))
        sut.presentCategoryChange(
            .init(outcome: .moved(CategoryMoveReceipt(move: .rename(.dining, to: pets), rows: 1, rules: 2))))
        sut.presentCategoryChange(
            .init(outcome: .moved(CategoryMoveReceipt(move: .merge(pets, into: .dining), rows: 1_204, rules: 1))))
        sut.presentRuleChange(.init(outcome: .removed(CategoryRule(pattern: "vet", category: pets), position: 2)))

        #expect(
            display.calls.map { call -> String in
                switch call {
                case .displayCategoryChange(let viewModel): viewModel.message
                case .displayRuleChange(let viewModel): viewModel.message
                default: ""
                }
            } == [
                "Added the category pets (spending).",
                "Renamed dining to pets: 1 row and 2 rules follow it.",
                "Merged pets into dining: 1,204 rows and 1 rule moved, and pets is gone.",
                "Deleted rule 2 (“vet” → pets); the rules after it move up.",
            ])
    }

    @Test func theRules_areNumberedInOrder_orSayThereAreNone() {
        sut.presentRules(.init(rules: [CategoryRule(pattern: "Tesco", category: .groceries)]))
        sut.presentRules(.init(rules: []))

        #expect(
            display.calls == [
                .displayRules(
                    .init(rows: [.init(number: "1", memoContains: "tesco", category: "groceries")], emptyMessage: nil)),
                .displayRules(.init(rows: [], emptyMessage: "No rules yet. Add one with: rule PATTERN category NAME.")),
            ])
    }

    @Test func aRecategorisation_listsTheRows_andSaysWhetherItChangedThem() {
        let found = [RuleCategorisation(transaction: Fixtures.coffee, category: .groceries, rule: 3)]
        let row = Categories.Recategorise.ViewModel.Row(
            number: "1", date: "Today, 9:00 AM", account: "Everyday", memo: "Blue Bottle Coffee", amount: "-$4.50",
            category: "dining → groceries", rule: "3")

        sut.presentRecategorisation(.init(found: found, applying: false, accounts: Fixtures.accounts))
        sut.presentRecategorisation(.init(found: found, applying: true, accounts: Fixtures.accounts))
        sut.presentRecategorisation(.init(found: [], applying: true, accounts: []))

        #expect(
            display.calls == [
                .displayRecategorisation(
                    .init(
                        rows: [row],
                        message:
                            "The rules would categorise this row. Type 'recategorise --apply' to do it; each row's history will say so.",
                        changed: false)),
                .displayRecategorisation(
                    .init(
                        rows: [row], message: "Categorised 1 row by the rules; each row's history says so.",
                        changed: true)),
                .displayRecategorisation(
                    .init(
                        rows: [],
                        message: "No row in other that you did not categorise by hand matches a rule.", changed: false)),
            ])
    }
}
