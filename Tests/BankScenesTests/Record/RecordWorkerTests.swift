import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Record worker")
struct RecordWorkerTests {
    @Test func recordsThroughTheStore_andTheRowIsInTheLedger() async throws {
        // Given the demo bank in memory
        let bank = try InMemoryBank()
        let sut = RecordWorker(stores: bank.stores)

        // When $4.50 spent from Everyday is recorded
        let receipt = try await sut.record(
            RecordOrder(
                accountID: 1, type: .debit, amountMinor: 450, payee: "Coffee Corner", category: .dining,
                day: fixedToday, memo: "Flat white"))

        // Then the balance fell by it, and the row is the newest of the account
        #expect(receipt.account.balance == Decimal(string: "5428.00"))
        #expect(receipt.transaction.day == fixedToday && receipt.transaction.counterparty == "Coffee Corner")
        #expect(try await bank.stores.transactions.transaction(id: receipt.transaction.id) == receipt.transaction)
    }
}
