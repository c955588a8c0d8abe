import BankData
import BankDomain
import BankTesting
import Foundation
import PropertyBased
import Testing

/// Records and corrections in any order, on every backend: a correction other than a delete
/// never moves a balance, a delete moves it by its row, and undoing the session's changes one by
/// one brings every balance and the ledger back exactly.
@Suite("Correction properties")
struct CorrectionPropertyTests {
    private enum Step: Int, CaseIterable {
        case spend, receive, category, memo, note, delete, split
    }

    private static let categories = RecordRules.recordableCategories

    @Test(arguments: StoreBackend.allCases)
    func anySequenceOfRecordsAndCorrections_movesBalancesOnlyByRows_andUndoingItAllRestoresTheBank(
        backend: StoreBackend
    ) async {
        let steps = Gen.element(of: Step.allCases).map { $0 ?? .spend }.array(of: 1...12)
        let amounts = Gen.int64(in: 1...90_000).array(of: 12...12)
        let picks = Gen.int(in: 0...40).array(of: 12...12)
        await propertyCheck(count: backend == .sqlite ? 40 : 10, input: steps, amounts, picks) {
            steps, amounts, picks in
            // Given the demo bank
            let bank = try ContractBank(backend, now: testNow, timeZone: utc)
            let before = try await Self.balances(bank)
            let rowsBefore = try await bank.ledgerCount()
            var recorded: [Transaction] = []

            // When each step is tried, and the rules refuse what they refuse
            for (index, step) in steps.enumerated() {
                let balances = try await Self.balances(bank)
                let row = recorded.isEmpty ? nil : recorded[picks[index] % recorded.count]
                let outcome = try? await Self.run(step, amount: amounts[index], pick: picks[index], row: row, in: bank)
                let after = try await Self.balances(bank)
                switch outcome {
                case .recorded(let transaction):
                    recorded.append(transaction)
                    #expect(
                        after[transaction.accountID] == (balances[transaction.accountID] ?? 0)
                            + transaction.signedMinorUnits)
                case .corrected(let receipt) where receipt.correction.kind == .split:
                    // Then the parts add up to the row, stand in its place, and no balance moves
                    recorded.removeAll { $0.id == row?.id }
                    recorded += receipt.transactions
                    #expect(receipt.transactions.reduce(0) { $0 + $1.amountMinor } == row?.amountMinor)
                    #expect(after == balances)
                case .corrected(let receipt) where receipt.correction.kind == .delete:
                    recorded.removeAll { $0.id == row?.id }
                    let moved = after.values.reduce(0, +) - balances.values.reduce(0, +)
                    #expect(moved == -(row?.signedMinorUnits ?? 0))
                case .corrected, nil:
                    // Then a refusal, a category, a memo and a note leave every balance as it was
                    #expect(after == balances)
                }
            }
            let report = try await bank.stores.maintenance.verify()
            #expect(report.isSound && report.talliesAgree != false, "\(report)")

            // When every change of the session is undone, newest first
            var undone = 0
            while let last = try await bank.stores.corrections.lastUndoable(), undone < 40 {
                _ = try await bank.stores.corrections.undo(last.id)
                undone += 1
            }

            // Then the bank holds what it held, row for row
            #expect(try await Self.balances(bank) == before)
            #expect(try await bank.ledgerCount() == rowsBefore)
            let restored = try await bank.stores.maintenance.verify()
            #expect(restored.isSound && restored.talliesAgree != false, "\(restored)")
        }
    }

    // MARK: - Private

    private enum Outcome {
        case recorded(Transaction)
        case corrected(CorrectionReceipt)
    }

    private static func balances(_ bank: ContractBank) async throws -> [Account.ID: Int64] {
        let accounts = try await bank.stores.accounts.allAccounts(includingClosed: true)
        return Dictionary(uniqueKeysWithValues: accounts.map { ($0.id, $0.balanceMinor) })
    }

    private static func run(_ step: Step, amount: Int64, pick: Int, row: Transaction?, in bank: ContractBank)
        async throws -> Outcome?
    {
        let corrections = bank.stores.corrections
        switch step {
        case .spend, .receive:
            let order = RecordOrder(
                accountID: Int64(1 + pick % 2), type: step == .spend ? .debit : .credit, amountMinor: amount,
                payee: "Payee \(pick)", category: categories[pick % categories.count], day: testToday,
                memo: "Row \(pick)")
            return .recorded(try await bank.stores.records.record(order).transaction)
        case .category:
            guard let row else { return nil }
            return .corrected(
                try await corrections.correct(
                    CorrectionOrder(.category(categories[pick % categories.count]), of: row.id)))
        case .memo:
            guard let row else { return nil }
            return .corrected(try await corrections.correct(CorrectionOrder(.memo("Memo \(pick)"), of: row.id)))
        case .note:
            guard let row else { return nil }
            return .corrected(
                try await corrections.correct(CorrectionOrder(.note(pick % 3 == 0 ? "" : "Note \(pick)"), of: row.id)))
        case .delete:
            guard let row else { return nil }
            return .corrected(try await corrections.correct(CorrectionOrder(.delete, of: row.id)))
        case .split:
            guard let row else { return nil }
            let first = row.amountMinor * Int64(1 + pick % 9) / 10
            let parts = [
                SplitPart(amountMinor: first, category: categories[pick % categories.count]),
                SplitPart(amountMinor: row.amountMinor - first, category: .other),
            ]
            return .corrected(try await corrections.correct(CorrectionOrder(.split(parts), of: row.id)))
        }
    }
}
