import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Categories view controller")
struct CategoriesViewControllerTests {
    private let console = CapturingConsole(width: 80)
    private let interactor = CategoriesBusinessLogicSpy()
    private let sut: CategoriesViewController
    private let pets = TransactionCategory(rawValue: "pets") ?? .other
    private let eatingOut = TransactionCategory(rawValue: "eating out") ?? .other

    init() {
        sut = CategoriesViewController(console: console, interactor: interactor, router: CategoriesRoutingLogicSpy())
    }

    @Test func eachCommand_becomesItsRequest() async throws {
        await sut.sceneDidLoad()
        for line in [
            "categories", "new-category pets", "new-category Bonus --kind income", "rename-category dining eating out",
            "merge-category \"eating out\" groceries", "rules", "rule \"Trader Joe\" category groceries",
            "rule vet category pets", "delete-rule 2", "recategorise", "recategorise --apply",
        ] {
            await sut.handle(try sut.commands.command(for: line))
        }

        #expect(sut.commands.declarationProblems().isEmpty)
        let bonus = TransactionCategory(rawValue: "bonus") ?? .other
        #expect(
            interactor.calls == [
                .showCategories, .showCategories,
                .changeCategory(.init(change: .add(CategoryDefinition(pets, kind: .spending)))),
                .changeCategory(.init(change: .add(CategoryDefinition(bonus, kind: .income)))),
                .changeCategory(.init(change: .move(.rename(.dining, to: eatingOut)))),
                .changeCategory(.init(change: .move(.merge(eatingOut, into: .groceries)))),
                .showRules,
                .changeRule(.init(change: .add(CategoryRule(pattern: "trader joe", category: .groceries)))),
                .changeRule(.init(change: .add(CategoryRule(pattern: "vet", category: pets)))),
                .changeRule(.init(change: .remove(position: 2))),
                .recategorise(.init(applying: false)), .recategorise(.init(applying: true)),
            ])
    }

    @Test(arguments: [
        "new-category 12", "new-category pets --kind both", "rename-category dining", "rule tesco groceries",
        "rule tesco category", "delete-rule 0", "merge-category a,b dining", "recategorise now",
    ])
    func aLineThatCannotBeRead_isRefusedAsTyped(line: String) {
        #expect(throws: (any Error).self) { try sut.commands.command(for: line) }
    }

    @Test func theTables_andTheMessages_areDrawn() {
        sut.displayCategories(
            .init(
                heading: "Categories, January 2026",
                rows: [
                    .init(
                        number: "1", category: "pets", kind: "spending", rows: "3", thisMonth: "-$100.00",
                        thisMonthMinor: -10_000, currency: "USD")
                ]))
        sut.displayRules(.init(rows: [], emptyMessage: "No rules yet."))
        sut.displayRules(.init(rows: [.init(number: "1", memoContains: "vet", category: "pets")], emptyMessage: nil))
        sut.displayRuleChange(.init(message: "Added rule 1."))
        sut.displayCategoryChange(.init(message: "Added the category pets (spending)."))
        sut.displayRecategorisation(
            .init(
                rows: [
                    .init(
                        number: "1", date: "Jan 2", account: "Everyday", memo: "City Vet", amount: "-$40.00",
                        category: "other → pets", rule: "1")
                ], message: "Categorised 1 row by the rules.", changed: true))
        sut.displayRecategorisation(.init(rows: [], message: "No row matches a rule.", changed: false))

        #expect(
            console.output
                == lines(
                    "Categories, January 2026",
                    "",
                    "#  Category  Kind      Rows  This month",
                    "-  --------  --------  ----  ----------",
                    "1  pets      spending     3    -$100.00",
                    "Rules, tried in order",
                    "",
                    "No rules yet.",
                    "Rules, tried in order",
                    "",
                    "#  Memo contains  Category",
                    "-  -------------  --------",
                    "1  vet            pets",
                    "Added rule 1.",
                    "Added the category pets (spending).",
                    "#  Date   Account   Memo       Amount  Category      Rule",
                    "-  -----  --------  --------  -------  ------------  ----",
                    "1  Jan 2  Everyday  City Vet  -$40.00  other → pets     1",
                    "",
                    "Categorised 1 row by the rules.",
                    "No row matches a rule."
                ))
    }
}
