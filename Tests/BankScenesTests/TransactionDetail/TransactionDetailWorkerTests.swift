import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("TransactionDetail worker")
struct TransactionDetailWorkerTests {
    @Test func worker_readsTheTransaction() async throws {
        let bank = try InMemoryBank()
        let sut = TransactionDetailWorker(stores: bank.stores)

        #expect(try await sut.fetchTransaction(id: 1).id == 1)
        await #expect(throws: BankError.transactionNotFound(0)) { _ = try await sut.fetchTransaction(id: 0) }
    }
}
