import BankData
import BankDomain
import BankTesting
import Foundation
import Testing

/// What an account held after each of its rows, on every backend from one code.
@Suite("Running balance contract")
struct RunningBalanceContractTests {
    @Test(arguments: StoreBackend.allCases)
    func theBalanceAfterARow_isTheBalanceLessEveryNewerRow_countedFromEitherEnd(backend: StoreBackend) async throws {
        // Given the demo bank's Everyday, with rows of days and of moments, and a row recorded
        // today for an earlier day
        let bank = try ContractBank(backend, now: testNow, timeZone: utc)
        _ = try await bank.stores.records.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 1_234, payee: "Late", category: .other,
                day: CalendarDay(daysSince1970: testToday.daysSince1970 - 20), memo: "Late"))
        let ledger = try bank.ledger(of: 1)
        let balance = try await bank.balanceMinor(of: 1)

        // When the balance after rows across the ledger is asked for, from either end
        for index in stride(from: 0, to: ledger.count, by: max(1, ledger.count / 25)) + [ledger.count - 1] {
            let cursor = TransactionCursor(ledger[index])
            let fromNewest = try await bank.stores.transactions.balance(
                after: cursor, of: 1, countingFromOldest: false)
            let fromOldest = try await bank.stores.transactions.balance(
                after: cursor, of: 1, countingFromOldest: true)

            // Then both are the balance less the rows above it in the list
            let expected = ledger[..<index].reduce(balance) { $0 - $1.signedMinorUnits }
            #expect(fromNewest == expected && fromOldest == expected, "row \(index) of \(ledger.count)")
        }
    }
}
