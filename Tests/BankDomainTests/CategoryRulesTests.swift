import BankDomain
import Foundation
import PropertyBased
import Testing

@Suite("Categories and the rules that categorise rows")
struct CategoryRulesTests {
    private let pets = TransactionCategory(rawValue: "Pets") ?? .other
    private let cats = TransactionCategory(rawValue: "cats") ?? .other
    /// The built-in categories and pets, with three rules.
    private var book: CategoryBook {
        CategoryBook(
            definitions: CategoryDefinition.defaults + [CategoryDefinition(pets, kind: .spending)],
            rules: [
                CategoryRule(pattern: "Tesco", category: .groceries),
                CategoryRule(pattern: "tesco petrol", category: .transport),
                CategoryRule(pattern: "vet", category: pets),
            ])
    }

    // MARK: - Names

    @Test func aName_isKeptInLowerCase_withoutSurroundingSpaces() {
        #expect(pets.rawValue == "pets" && cats.rawValue == "cats")
        #expect(TransactionCategory(rawValue: "  Food & Drink ")?.rawValue == "food & drink")
        #expect(TransactionCategory(rawValue: "GROCERIES") == .groceries)
    }

    @Test(arguments: ["", "   ", "a,b", "12", "-5", ".x", "$food", "tab\there", String(repeating: "x", count: 41)])
    func aName_thatCannotBeOne_isRefused(name: String) {
        #expect(TransactionCategory(rawValue: name) == nil)
        #expect(throws: BankError.category(.badName(name))) { try CategoryRules.category(named: name) }
    }

    // MARK: - Kinds

    @Test func theBuiltInCategories_haveTheirKinds() {
        #expect(CategoryKind.builtIn(of: .salary) == .income && CategoryKind.builtIn(of: .interest) == .income)
        #expect(CategoryKind.builtIn(of: .transfer) == .transfer && CategoryKind.builtIn(of: .opening) == .transfer)
        #expect(CategoryKind.builtIn(of: .groceries) == .spending && CategoryKind.builtIn(of: .other) == .spending)
        #expect(CategoryBook.defaults.categories(of: .income) == [.salary, .interest])
    }

    // MARK: - Rules

    @Test func theFirstRuleThatMatches_categorises_ignoringCase() {
        #expect(book.categoryByRules(for: "TESCO PETROL 12")?.category == .groceries)
        #expect(book.categoryByRules(for: "TESCO PETROL 12")?.rule == 1)
        #expect(book.categoryByRules(for: "City Vet clinic")?.rule == 3)
        #expect(book.categoryByRules(for: "Netflix") == nil)
        #expect(CategoryBook.defaults.categoryByRules(for: "tesco") == nil)
    }

    @Test func theRules_areTriedInOrder_forEveryMemo() async {
        let words = ["tesco", "vet", "petrol", "TESCO", "Vet", "x", " "]
        let memos = Gen.element(of: words).map { $0 ?? "" }.array(of: 0...6).map { $0.joined(separator: " ") }
        await propertyCheck(input: memos) { memo in
            let first = book.rules.firstIndex { memo.lowercased().contains($0.pattern) }
            let found = book.categoryByRules(for: memo)
            #expect(found?.rule == first.map { $0 + 1 })
            #expect(found?.category == first.map { book.rules[$0].category })
        }
    }

    @Test(arguments: ["", String(repeating: "x", count: 101), "a\u{7}b"])
    func aRuleWithoutAPattern_orOfAControlCharacter_isRefused(pattern: String) {
        #expect(throws: BankError.category(.badPattern)) {
            try CategoryRules.checkRule(CategoryRule(pattern: pattern, category: .groceries), in: book)
        }
    }

    @Test func aRule_putsRowsOnlyInACategoryThePersonMayGive() {
        #expect(throws: BankError.category(.noSuchCategory(cats))) {
            try CategoryRules.checkRule(CategoryRule(pattern: "x", category: cats), in: book)
        }
        #expect(throws: BankError.category(.bankWritten(.transfer))) {
            try CategoryRules.checkRule(CategoryRule(pattern: "x", category: .transfer), in: book)
        }
        #expect(throws: Never.self) {
            try CategoryRules.checkRule(CategoryRule(pattern: "x", category: .other), in: book)
        }
        #expect(throws: BankError.category(.noSuchRule(4, count: 3))) {
            try CategoryRules.checkRulePosition(4, in: book)
        }
        #expect(throws: BankError.category(.noSuchRule(0, count: 3))) {
            try CategoryRules.checkRulePosition(0, in: book)
        }
    }

    // MARK: - Changes

    @Test func aNewCategory_needsANameNotTaken() {
        #expect(throws: BankError.category(.nameTaken(.groceries))) {
            try CategoryRules.checkNew(CategoryDefinition(.groceries, kind: .income), in: book)
        }
        let full = CategoryBook(
            definitions: (1...CategoryRules.maximumEntries).map {
                CategoryDefinition(TransactionCategory(rawValue: "c\($0)") ?? .other, kind: .spending)
            })
        #expect(throws: BankError.category(.full(maximum: CategoryRules.maximumEntries))) {
            try CategoryRules.checkNew(CategoryDefinition(pets, kind: .spending), in: full)
        }
    }

    @Test func aCategoryVbankWrites_keepsItsNameAndItsRows() {
        for reserved in [TransactionCategory.transfer, .opening, .other] {
            #expect(throws: BankError.category(.reserved(reserved))) {
                try CategoryRules.checkRename(reserved, to: cats, in: book)
            }
            #expect(throws: BankError.category(.reserved(reserved))) {
                try CategoryRules.checkMerge(reserved, into: pets, in: book)
            }
        }
    }

    @Test func aMerge_needsTwoCategoriesOfTheBook_theSecondOneAPersonMayGive() {
        #expect(throws: BankError.category(.sameCategory(pets))) {
            try CategoryRules.checkMerge(pets, into: pets, in: book)
        }
        #expect(throws: BankError.category(.bankWritten(.opening))) {
            try CategoryRules.checkMerge(pets, into: .opening, in: book)
        }
        #expect(throws: Never.self) { try CategoryRules.checkMerge(pets, into: .other, in: book) }
        #expect(throws: BankError.category(.nameTaken(.dining))) {
            try CategoryRules.checkRename(pets, to: .dining, in: book)
        }
        #expect(throws: BankError.category(.noSuchCategory(cats))) {
            try CategoryRules.checkRename(cats, to: .salary, in: book)
        }
    }

    @Test func aCorrection_givesOnlyCategoriesOfTheBook() {
        #expect(throws: BankError.category(.noSuchCategory(cats))) {
            try CategoryRules.check(.category(cats), in: book)
        }
        #expect(throws: BankError.category(.noSuchCategory(cats))) {
            try CategoryRules.check(
                .split([SplitPart(amountMinor: 1, category: .groceries), SplitPart(amountMinor: 1, category: cats)]),
                in: book)
        }
        #expect(throws: Never.self) { try CategoryRules.check(.memo("x"), in: book) }
    }

    @Test func aRecordWithoutACategory_isCategorisedByTheRules_elseOther() {
        let order = { (category: TransactionCategory?, memo: String) in
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 100, payee: "Shop", category: category,
                day: CalendarDay(year: 2026, month: 1, day: 1), memo: memo)
        }
        #expect(order(nil, "Tesco Metro").category(in: book) == .groceries)
        #expect(order(nil, "Corner shop").category(in: book) == .other)
        #expect(order(.dining, "Tesco cafe").category(in: book) == .dining)
        #expect(order(nil, "Tesco").newTransaction(in: book).category == .groceries)
    }
}
