import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// Rules, on every backend: whatever the rows and the rules, applying them gives each row nobody
/// categorised the first matching rule's category, and never changes a row categorised by hand.
@Suite("Category rule properties")
struct CategoryPropertyTests {
    /// How a generated row was categorised.
    private enum Hand: Int, CaseIterable {
        /// Recorded without a category.
        case none
        /// Recorded with a category.
        case given
        /// Recorded without one, then corrected to one.
        case corrected
    }

    private static let words = ["tesco", "vet", "cafe", "petrol", "bakery"]
    private static let categories: [TransactionCategory] = [.groceries, .dining, .transport, .other, .health]

    @Test(arguments: StoreBackend.allCases)
    func applyingTheRules_givesEachLooseRowTheFirstMatch_andNeverChangesAHandCategorisedOne(
        backend: StoreBackend
    ) async {
        let word = Gen.element(of: Self.words).map { $0 ?? "tesco" }
        let memos = word.array(of: 1...2).map { $0.joined(separator: " ") }.array(of: 1...8)
        let hands = Gen.element(of: Hand.allCases).map { $0 ?? .none }.array(of: 8...8)
        let picks = Gen.element(of: Self.categories).map { $0 ?? .other }.array(of: 8...8)
        let patterns = word.array(of: 0...4)
        await propertyCheck(count: backend == .sqlite ? 30 : 6, input: memos, hands, picks, patterns) {
            memos, hands, picks, patterns in
            // Given rows recorded in any way, then rules
            let bank = try ContractBank(backend, now: testNow, timeZone: utc)
            var rows: [(Transaction, Hand, TransactionCategory)] = []
            for (index, memo) in memos.enumerated() {
                let pick = picks[index]
                // A row corrected to the category it has is not corrected at all.
                let hand = hands[index] == .corrected && pick == .other ? .none : hands[index]
                let row = try await bank.stores.records.record(
                    RecordOrder(
                        accountID: 1, type: .debit, amountMinor: 100, payee: memo,
                        category: hand == .given ? pick : nil, day: testToday, memo: memo)
                ).transaction
                if hand == .corrected {
                    _ = try await bank.stores.corrections.correct(CorrectionOrder(.category(pick), of: row.id))
                }
                rows.append((row, hand, hand == .none ? .other : pick))
            }
            for (index, pattern) in patterns.enumerated() {
                let category = Self.categories[index % Self.categories.count]
                _ = try await bank.stores.categories.addRule(CategoryRule(pattern: pattern, category: category))
            }
            let book = try await bank.stores.categories.categoryBook()

            // When they are applied
            let applied = try await bank.stores.categories.recategorise(applying: true)

            // Then a loose row has the first match's category, a row categorised by hand its own
            for (row, hand, category) in rows {
                let now = try await bank.stores.transactions.transaction(id: row.id).category
                let expected = hand == .none ? book.categoryByRules(for: row.memo)?.category ?? .other : category
                #expect(now == expected, "\(row.memo), \(hand)")
            }
            #expect(
                applied.allSatisfy { change in rows.contains { $0.0.id == change.transaction.id && $0.1 == .none } })
        }
    }
}
