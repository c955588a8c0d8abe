import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("TransactionDetail worker")
struct TransactionDetailWorkerTests {
    @Test func worker_readsTheTransaction_withWhoWroteIt() async throws {
        let bank = try InMemoryBank()
        let sut = TransactionDetailWorker(stores: bank.stores)

        let authored = try await sut.fetchTransaction(id: 1)

        #expect(authored.transaction.id == 1 && authored.author == .you)
        await #expect(throws: BankError.transactionNotFound(0)) { _ = try await sut.fetchTransaction(id: 0) }
    }
}
