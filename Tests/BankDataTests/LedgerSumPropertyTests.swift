import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// What a person does in a month, in any order, on every backend: the bank's money moves only by
/// what is recorded as spent or received; transfers, corrections, splits and rules move it between
/// accounts and categories, never in or out.
@Suite("The sum of balances")
struct LedgerSumPropertyTests {
    private enum Step: Int, CaseIterable {
        case spend, receive, transfer, category, memo, split, rule
    }

    @Test(arguments: StoreBackend.allCases)
    func theSumOfBalances_movesOnlyByWhatIsRecordedAsSpentOrReceived(backend: StoreBackend) async {
        let steps = Gen.element(of: Step.allCases).map { $0 ?? .spend }.array(of: 1...14)
        let amounts = Gen.int64(in: 1...200_000).array(of: 14...14)
        let picks = Gen.int(in: 0...50).array(of: 14...14)
        await propertyCheck(count: backend == .sqlite ? 40 : 8, input: steps, amounts, picks) {
            steps, amounts, picks in
            // Given the demo bank
            let bank = try ContractBank(backend, now: testNow, timeZone: utc)
            let start = try await Self.total(bank)
            var recorded: [Transaction] = []
            var moved: Int64 = 0

            for (index, step) in steps.enumerated() {
                // When each step is tried, and the rules refuse what they refuse
                let row = recorded.isEmpty ? nil : recorded[picks[index] % recorded.count]
                if let written = try? await Self.run(
                    step, amount: amounts[index], pick: picks[index], row: row, in: bank)
                {
                    if step == .split {
                        // The parts stand in the row's place.
                        recorded.removeAll { $0.id == row?.id }
                    }
                    recorded += written
                    moved += step == .spend || step == .receive ? written.reduce(0) { $0 + $1.signedMinorUnits } : 0
                }

                // Then the bank holds what it held, and what was recorded, no more and no less
                #expect(try await Self.total(bank) == start + moved, "after \(step)")
            }
        }
    }

    // MARK: - Private

    private static func total(_ bank: ContractBank) async throws -> Int64 {
        try await bank.stores.accounts.allAccounts(includingClosed: true).reduce(0) { $0 + $1.balanceMinor }
    }

    /// The rows a step wrote or left: a record's row, a split's parts, nothing for the others.
    private static func run(_ step: Step, amount: Int64, pick: Int, row: Transaction?, in bank: ContractBank)
        async throws -> [Transaction]
    {
        let categories = RecordRules.recordableCategories
        switch step {
        case .spend, .receive:
            let order = RecordOrder(
                accountID: Int64(1 + pick % 2), type: step == .spend ? .debit : .credit, amountMinor: amount,
                payee: "Shop \(pick % 4)", category: pick % 3 == 0 ? nil : categories[pick % categories.count],
                day: testToday, memo: "Shop \(pick % 4)")
            return [try await bank.stores.records.record(order).transaction]
        case .transfer:
            let order = TransferOrder(
                sourceID: Int64(1 + pick % 2), destinationID: Int64(2 - pick % 2),
                amount: MinorUnits.amount(of: amount, currency: "USD"), memo: "Move \(pick)", date: testNow)
            _ = try await bank.stores.transfers.transfer(order)
            return []
        case .category, .memo:
            guard let row else { return [] }
            let correction: Correction =
                step == .memo ? .memo("Memo \(pick)") : .category(categories[pick % categories.count])
            _ = try await bank.stores.corrections.correct(CorrectionOrder(correction, of: row.id))
            return []
        case .split:
            guard let row else { return [] }
            let first = row.amountMinor * Int64(1 + pick % 9) / 10
            let parts = [
                SplitPart(amountMinor: first, category: categories[pick % categories.count]),
                SplitPart(amountMinor: row.amountMinor - first, category: .other),
            ]
            return try await bank.stores.corrections.correct(CorrectionOrder(.split(parts), of: row.id)).transactions
        case .rule:
            _ = try await bank.stores.categories.addRule(
                CategoryRule(pattern: "shop \(pick % 4)", category: categories[pick % categories.count]))
            _ = try await bank.stores.categories.recategorise(applying: true)
            return []
        }
    }
}
