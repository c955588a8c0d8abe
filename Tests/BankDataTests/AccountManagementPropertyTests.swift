import BankData
import BankDomain
import Foundation
import PropertyBased
import Testing

/// Opening, moving money and closing, in any order: money moves only as the rules allow, and
/// the bank's check holds after every sequence.
@Suite("Account management properties")
struct AccountManagementPropertyTests {
    private enum Step: Int, CaseIterable {
        case open, transfer, close, rename
    }

    @Test func anySequenceOfOpeningsTransfersAndClosings_keepsEveryBalanceItsLedger_andClosedAccountsAtZero()
        async
    {
        let steps = Gen.element(of: Step.allCases).map { $0 ?? .open }.array(of: 1...24)
        let amounts = Gen.int64(in: -60_000...60_000).array(of: 24...24)
        let picks = Gen.int(in: 0...7).array(of: 48...48)
        await propertyCheck(count: 60, input: steps, amounts, picks) { steps, amounts, picks in
            // Given an empty bank
            let bank = try SQLiteBank.create(path: SQLiteBank.inMemoryPath, clock: FixedClock(now: testNow))
            let stores = SQLiteBank.stores(for: bank, timeZone: utc)
            var closedIDs: Set<Account.ID> = []

            // When each step is tried, and the rules refuse what they refuse
            for (index, step) in steps.enumerated() {
                let all = try await stores.accounts.allAccounts(includingClosed: true)
                let pick = { (offset: Int) in all.isEmpty ? nil : all[picks[index * 2 + offset] % all.count] }
                try? await Self.run(step, amount: amounts[index], source: pick(0), destination: pick(1), in: stores)
                closedIDs.formUnion(all.filter(\.isClosed).map(\.id))
            }

            // Then the bank checks sound, closed accounts hold nothing and stayed closed
            let all = try await stores.accounts.allAccounts(includingClosed: true)
            #expect(try await stores.maintenance.verify().isSound)
            #expect(all.filter(\.isClosed).allSatisfy { $0.balanceMinor == 0 })
            #expect(closedIDs.isSubset(of: Set(all.filter(\.isClosed).map(\.id))))
            #expect(try await stores.accounts.allAccounts().allSatisfy { !$0.isClosed })
            let names = try await stores.accounts.allAccounts().map { $0.name.lowercased() }
            #expect(Set(names).count == names.count)
        }
    }

    private static func run(
        _ step: Step, amount: Int64, source: Account?, destination: Account?, in stores: BankStores
    ) async throws {
        switch step {
        case .open:
            let type: AccountType = amount < 0 ? .credit : .savings
            let account = try AccountRules.newAccount(
                name: "Pot \(abs(amount) % 5)", type: type, currency: "USD", openingMinor: amount,
                creditLimitMinor: type == .credit ? 60_000 : 0, today: testToday,
                among: try await stores.accounts.allAccounts())
            _ = try await stores.accountManagement.open(account)
        case .transfer:
            guard let source, let destination else { return }
            _ = try await stores.transfers.transfer(
                TransferOrder(
                    sourceID: source.id, destinationID: destination.id,
                    amount: MinorUnits.amount(of: abs(amount), currency: "USD"),
                    memo: "Move", date: testNow))
        case .close:
            guard let source else { return }
            _ = try await stores.accountManagement.close(accountID: source.id, at: testNow)
        case .rename:
            guard let source else { return }
            _ = try await stores.accountManagement.rename(accountID: source.id, to: "Pot \(abs(amount) % 5)")
        }
    }
}
