import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// Categories and rules, on every backend from one code.
@Suite("Category store contract")
struct CategoryStoreContractTests {
    private let coffee = TransactionCategory(rawValue: "coffee") ?? .other
    private let cafes = TransactionCategory(rawValue: "Cafés & Co") ?? .other

    /// All of time, for totals: every row of a moment and of a day.
    private let always = LedgerPeriod(
        instants: Date(timeIntervalSince1970: -2_208_988_800)..<Date(timeIntervalSince1970: 4_102_444_800),
        days: -30_000..<50_000)

    private func record(
        _ minor: Int64, _ memo: String, _ category: TransactionCategory?, into account: Account.ID = 1,
        in bank: ContractBank
    ) async throws -> Transaction {
        try await bank.stores.records.record(
            RecordOrder(
                accountID: account, type: .debit, amountMinor: minor, payee: memo, category: category,
                day: testToday, memo: memo)
        ).transaction
    }

    /// What the rows of `category` of accounts 1 to 4 add up to, and how many there are, as the
    /// tallies sum them.
    private func total(of category: TransactionCategory, in bank: ContractBank) async throws -> (Int64, Int) {
        let totals = try await bank.stores.summaries.totals(of: [1, 2, 3, 4], in: [always])
        let rows = totals.first?.totals.filter { $0.category == category } ?? []
        return (rows.reduce(0) { $0 + $1.amountMinor }, rows.reduce(0) { $0 + $1.entries })
    }

    @Test(arguments: StoreBackend.allCases)
    func aNewBank_hasTheBuiltInCategories_andNoRules(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)

        #expect(try await bank.stores.categories.categoryBook() == .defaults)
    }

    @Test(arguments: StoreBackend.allCases)
    func aCategoryOfOnesOwn_isGivenToRecordsAndCorrections_andOnlyOnce(backend: StoreBackend) async throws {
        // Given a bank with a category of one's own
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        try await bank.stores.categories.addCategory(CategoryDefinition(coffee, kind: .spending))

        // When a row is recorded in it, and another corrected into it and into one the bank lacks
        let recorded = try await record(350, "Flat white", coffee, in: bank)
        let other = try await record(200, "Tea", .dining, in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.category(coffee), of: other.id))

        // Then both are in it, a category the bank lacks and a second of the same name are refused
        #expect(recorded.category == coffee)
        #expect(try await bank.stores.transactions.transaction(id: other.id).category == coffee)
        await #expect(throws: BankError.category(.noSuchCategory(cafes))) {
            _ = try await bank.stores.corrections.correct(CorrectionOrder(.category(cafes), of: other.id))
        }
        await #expect(throws: BankError.category(.noSuchCategory(cafes))) {
            _ = try await record(1, "Cake", cafes, in: bank)
        }
        await #expect(throws: BankError.category(.nameTaken(coffee))) {
            try await bank.stores.categories.addCategory(CategoryDefinition(coffee, kind: .income))
        }
        #expect(try await bank.stores.categories.categoryBook().kind(of: coffee) == .spending)
    }

    @Test(arguments: StoreBackend.allCases)
    func aRename_takesTheRowsTalliesAndRulesAlong(backend: StoreBackend) async throws {
        // Given two rows and a rule of coffee
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        try await bank.stores.categories.addCategory(CategoryDefinition(coffee, kind: .spending))
        let rows = [
            try await record(350, "Flat white", coffee, in: bank), try await record(420, "Mocha", coffee, in: bank),
        ]
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "cafe", category: coffee))

        // When it is renamed
        let receipt = try await bank.stores.categories.move(.rename(coffee, to: cafes))

        // Then the rows, their totals and the rule are of the new name, and the old one is gone
        #expect(receipt == CategoryMoveReceipt(move: .rename(coffee, to: cafes), rows: 2, rules: 1))
        for row in rows {
            #expect(try await bank.stores.transactions.transaction(id: row.id).category == cafes)
        }
        #expect(try await total(of: cafes, in: bank) == (770, 2))
        #expect(try await total(of: coffee, in: bank) == (0, 0))
        let book = try await bank.stores.categories.categoryBook()
        #expect(book.has(cafes) && !book.has(coffee) && book.rules == [CategoryRule(pattern: "cafe", category: cafes)])
    }

    @Test(arguments: StoreBackend.allCases)
    func aMerge_addsTheRowsAndTalliesToTheOther_andRemovesTheCategory(backend: StoreBackend) async throws {
        // Given the demo bank's dining rows and a row and a rule of coffee
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        try await bank.stores.categories.addCategory(CategoryDefinition(coffee, kind: .spending))
        let row = try await record(350, "Flat white", coffee, in: bank)
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "cafe", category: coffee))
        let (dining, diningRows) = try await total(of: .dining, in: bank)

        // When coffee is merged into dining
        let receipt = try await bank.stores.categories.move(.merge(coffee, into: .dining))

        // Then dining holds its rows and coffee's, and coffee is gone
        #expect(receipt.rows == 1 && receipt.rules == 1)
        #expect(try await bank.stores.transactions.transaction(id: row.id).category == .dining)
        #expect(try await total(of: .dining, in: bank) == (dining + 350, diningRows + 1))
        let book = try await bank.stores.categories.categoryBook()
        #expect(!book.has(coffee) && book.rules.map(\.category) == [.dining])
        await #expect(throws: BankError.category(.reserved(.transfer))) {
            _ = try await bank.stores.categories.move(.merge(.transfer, into: .dining))
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func rules_categoriseImportRowsWithoutACategory_inOrder_andLeaveRowsWithOne(backend: StoreBackend) async throws {
        // Given two rules, the broader first
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "tesco", category: .groceries))
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "tesco petrol", category: .transport))
        let path = try temporaryDirectory() + "/s.csv"
        try """
        date,memo,amount,category
        2026-01-10,TESCO PETROL 4,-10.00,
        2026-01-10,Tesco cafe,-5.00,dining
        2026-01-10,Kiosk 77,-3.00,
        2026-01-10,Tesco Metro,-1.00,food & drink
        """.write(toFile: path, atomically: true, encoding: .utf8)

        // When a statement is imported
        let result = try await bank.stores.statements.importStatement(at: path, into: 1, options: .init()) { _ in }

        // Then the first rule that matches categorises a row without a category; the others keep theirs
        let ledger = try bank.ledger(of: 1)
        let imported = ["TESCO PETROL 4", "Tesco cafe", "Kiosk 77", "Tesco Metro"].map { memo in
            ledger.first { $0.memo == memo }?.category
        }
        #expect(result.imported == 4)
        #expect(imported == [.groceries, .dining, .other, .other])
        #expect(result.unknownCategories.rows == 1)
    }

    @Test(arguments: StoreBackend.allCases)
    func aStatementImportedAgain_afterANewRule_addsNothing(backend: StoreBackend) async throws {
        // Given a statement imported before any rule
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let path = try temporaryDirectory() + "/s.csv"
        try "date,memo,amount\n2026-01-10,Netflix,-15.49\n2026-01-11,Kiosk 77,-3.00\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        _ = try await bank.stores.statements.importStatement(at: path, into: 1, options: .init()) { _ in }

        // When a rule would now categorise one of its rows, and it is imported again
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "netflix", category: .entertainment))
        let again = try await bank.stores.statements.importStatement(at: path, into: 1, options: .init()) { _ in }

        // Then its rows are known by what the statement says, and none comes in twice
        #expect(again.imported == 0 && again.duplicates == 2)
    }

    @Test(arguments: StoreBackend.allCases)
    func aRecordWithoutACategory_followsTheRules(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "bakery", category: .groceries))

        #expect(try await record(300, "Bakery Bob", nil, in: bank).category == .groceries)
        #expect(try await record(300, "Bakery Bob", .dining, in: bank).category == .dining)
        #expect(try await record(300, "Corner shop", nil, in: bank).category == .other)
    }

    @Test(arguments: StoreBackend.allCases)
    func recategorise_showsFirst_thenChangesOnlyRowsNobodyCategorisedByHand(backend: StoreBackend) async throws {
        // Given rows in other: one nobody categorised, one recorded as other by hand, one set back to other by hand
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let loose = try await record(100, "Tesco A", nil, in: bank)
        let given = try await record(200, "Tesco B", .other, in: bank)
        let corrected = try await record(300, "Tesco C", .dining, in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.category(.other), of: corrected.id))
        let lastChange = try await bank.stores.corrections.lastUndoable()
        _ = try await bank.stores.categories.addRule(CategoryRule(pattern: "tesco", category: .groceries))

        // When the rules are applied, first as a dry run
        let shown = try await bank.stores.categories.recategorise(applying: false)
        let untouched = try await bank.stores.transactions.transaction(id: loose.id).category
        let applied = try await bank.stores.categories.recategorise(applying: true)

        // Then the dry run changed nothing, and only the row nobody categorised moved, saying so
        #expect(shown.map(\.transaction.id) == [loose.id] && shown == applied && untouched == .other)
        #expect(applied.first?.category == .groceries && applied.first?.rule == 1)
        #expect(try await bank.stores.transactions.transaction(id: loose.id).category == .groceries)
        #expect(try await bank.stores.transactions.transaction(id: given.id).category == .other)
        #expect(try await bank.stores.transactions.transaction(id: corrected.id).category == .other)
        let history = try await bank.stores.corrections.notes(of: loose.id).history
        #expect(history.last?.kind == .rule && history.last?.before == "other" && history.last?.after == "groceries")
        // and undo takes back the change before, not the rules'
        #expect(try await bank.stores.corrections.lastUndoable() == lastChange)
        #expect(try await bank.stores.categories.recategorise(applying: false).isEmpty)
    }

    @Test(arguments: StoreBackend.allCases)
    func removingARule_closesTheGap(backend: StoreBackend) async throws {
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        let rules = ["a", "b", "c"].map { CategoryRule(pattern: $0, category: .groceries) }
        for rule in rules {
            _ = try await bank.stores.categories.addRule(rule)
        }

        #expect(try await bank.stores.categories.removeRule(at: 2) == rules[1])
        #expect(try await bank.stores.categories.categoryBook().rules == [rules[0], rules[2]])
        await #expect(throws: BankError.category(.noSuchRule(3, count: 2))) {
            _ = try await bank.stores.categories.removeRule(at: 3)
        }
        _ = try await bank.stores.categories.addRule(rules[1])
        #expect(try await bank.stores.categories.categoryBook().rules == [rules[0], rules[2], rules[1]])
    }
}

/// On a server, each person keeps their own categories and rules.
@Suite("Each person's categories on a server", .serialized)
struct ServerCategoryTests {
    @Test func aPersonsCategoriesAndRules_areTheirOwn_andTheirChangesReachOnlyRowsTheyMayChange() async throws {
        // Given the administrator's bank and a person who may view account 1 and has an account of their own
        let administrator = try ContractBank(.postgres, now: testNow, timeZone: utc)
        let person = try administrator.admittedPerson(sharing: [(1, .view)])
        let mine = try await person.stores.accountManagement.open(
            NewAccount(name: "Mine", type: .checking, currency: "USD", openingMinor: 10_000, openedOn: testToday))
        let pets = try CategoryRules.category(named: "pets")
        let (diningOnOne, _) = (try administrator.ledger(of: 1).filter { $0.category == .dining }.count, 0)

        // When the person adds a category and a rule, and merges dining into it
        try await person.stores.categories.addCategory(CategoryDefinition(pets, kind: .spending))
        _ = try await person.stores.categories.addRule(CategoryRule(pattern: "vet", category: pets))
        let own = try await person.stores.records.record(
            RecordOrder(
                accountID: mine.id, type: .debit, amountMinor: 100, payee: "Cafe", category: .dining, day: testToday,
                memo: "Cafe"))
        let receipt = try await person.stores.categories.move(.merge(.dining, into: pets))

        // Then the administrator's book is as it was, and only the person's own row moved
        #expect(try await administrator.stores.categories.categoryBook() == .defaults)
        let book = try await person.stores.categories.categoryBook()
        #expect(book.has(pets) && !book.has(.dining) && book.rules.count == 1)
        #expect(receipt.rows == 1)
        #expect(try await person.stores.transactions.transaction(id: own.transaction.id).category == pets)
        #expect(try administrator.ledger(of: 1).filter { $0.category == .dining }.count == diningOnOne)
    }
}
