import BankDomain
import BankTesting
import Foundation
import Testing
import ViperaTesting

@testable import BankScenes

/// What another session changes meanwhile shows where this one looks next, on a bank file and on
/// a server alike.
@MainActor
@Suite("Another session's changes, seen here")
struct OtherSessionsChangesTests {
    @Test(arguments: StoreBackend.allCases)
    func theFirstPage_shownAgainAfterATransferElsewhere_startsWithIt(backend: StoreBackend) async throws {
        // Given the first page of an account's transactions, and one of them opened
        let bank = try ContractBank(backend, now: fixedNow, timeZone: utc)
        let app = await InMemoryBank.app(over: bank.stores)
        _ = await app.run("accounts", "open 1", "transactions", "open 1")
        let before = try await bank.stores.transactions.count(matching: TransactionQuery(accountID: 1), upTo: nil)

        // When another session moves money out of it, and this one goes back to the list
        _ = try await bank.stores.transfers.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 9, memo: "Bob's move", date: fixedNow))
        bank.commandWillRun()
        let back = await app.run("back")

        // Then the page counts the new row and shows it first, a full page of rows
        guard case .exactly(let count) = before else { throw CountUnknown() }
        // The rows are numbered from 1, right-aligned.
        let rows = back.output.split(separator: "\n").filter { $0.drop { $0 == " " }.first?.isNumber == true }
        #expect(back.output.contains("\(count + 1) transactions"), "\(back.output)")
        #expect(rows.first?.contains("Bob's move") == true, "\(back.output)")
        #expect(rows.count == 20, "\(back.output)")
    }

    private struct CountUnknown: Error {}
}
