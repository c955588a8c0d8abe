import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Transfer worker")
struct TransferWorkerTests {
    @Test func transfersThroughTheStore() async throws {
        let bank = try InMemoryBank()
        let sut = TransferWorker(stores: bank.stores)

        let receipt = try await sut.transfer(
            TransferOrder(sourceID: 1, destinationID: 2, amount: 10, memo: "x", date: fixedNow))

        #expect(receipt.source.balance == Decimal(string: "5422.50"))
        #expect(try await sut.fetchAccounts().count == 5)
    }
}
