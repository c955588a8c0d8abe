import BankDomain
import Foundation
import Testing

@testable import BankData
@testable import BankStorage

/// A bank file's notes and changes, as they follow its rows to a bank where the rows have other
/// identifiers (`vbank copy`).
@Suite("Copied history")
struct CopiedHistoryTests {
    private func spend(_ minor: Int64, memo: String, in bank: TestBank) async throws -> Transaction {
        try await bank.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: minor, payee: memo, category: .dining, day: testToday,
                memo: memo)
        ).transaction
    }

    @Test func rowsStillThere_areNamedByTheirNewIdentifiers_andRowsTakenOutByFreshOnes() async throws {
        // Given a coffee with a note, and a sandwich deleted
        let bank = try TestBank()
        let coffee = try await spend(450, memo: "Coffee", in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.note("zanzibar"), of: coffee.id))
        let sandwich = try await spend(800, memo: "Sandwich", in: bank)
        _ = try await bank.stores.corrections.correct(CorrectionOrder(.delete, of: sandwich.id))
        let contents = try bank.sqliteBank.contents()

        // When the rows are copied under identifiers a thousand higher, and fresh ones start at 9,000
        let copied = contents.ledgerIDs.map { $0 + 1_000 }
        var asked = 0
        let history = try CopiedHistory(contents, copiedIDs: copied) { count in
            asked += count
            return (0..<count).map { 9_000 + Int64($0) }
        }

        // Then the note and the coffee's changes name its new identifier
        #expect(history.notes == [.init(rowID: coffee.id + 1_000, accountID: 1, note: "zanzibar")])
        let ofCoffee = history.changes.filter { $0.row.entryID == coffee.id + 1_000 }
        #expect(ofCoffee.map(\.row.kind) == [.record, .note] && ofCoffee.allSatisfy { $0.accountID == 1 })
        // And the sandwich, taken out, has a fresh identifier that its delete keeps for an undo
        #expect(asked == 1)
        let ofSandwich = history.changes.filter { $0.row.entryID == -9_000 }
        #expect(ofSandwich.map(\.row.kind) == [.record, .delete])
        let kept = try RemovedRow.decoded(try #require(ofSandwich.last?.row.removed))
        #expect(kept.map(\.id) == [9_000] && kept.map(\.memo) == ["Sandwich"] && ofSandwich.last?.accountID == 1)
    }

    @Test func aSplitsRecord_namesItsPartsAndItsRowAnew() async throws {
        // Given a bill split into two parts
        let bank = try TestBank()
        let bill = try await spend(4_250, memo: "Supermarket", in: bank)
        let parts = [
            SplitPart(amountMinor: 3_000, category: .groceries), SplitPart(amountMinor: 1_250, category: .other),
        ]
        let split = try await bank.stores.corrections.correct(CorrectionOrder(.split(parts), of: bill.id))
        let contents = try bank.sqliteBank.contents()

        // When the rows are copied under identifiers a thousand higher
        let history = try CopiedHistory(contents, copiedIDs: contents.ledgerIDs.map { $0 + 1_000 }) { count in
            (0..<count).map { 9_000 + Int64($0) }
        }

        // Then the record an undo takes back names the parts' new identifiers and a fresh one for the bill
        let record = try #require(history.changes.first { $0.row.kind == .split && $0.row.removed != nil })
        let kept = try SplitRecord.decoded(try #require(record.row.removed))
        #expect(kept.parts.map(\.id) == split.transactions.map { $0.id + 1_000 })
        #expect(kept.original.id == 9_000 && kept.original.memo == "Supermarket")
        #expect(record.row.entryID == split.transactions[0].id + 1_000)
    }
}
