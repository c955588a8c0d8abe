import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Transactions worker")
struct TransactionsWorkerTests {
    @Test func readsPagesAndThePageSize() async throws {
        let bank = try InMemoryBank()
        let sut = TransactionsWorker(transactions: bank.stores.transactions, settings: bank.stores.settings)

        let page = try await sut.fetchPage(TransactionQuery(accountID: 1, type: .credit), offset: 0, limit: 5)

        #expect(page.transactions.count == 5 && page.transactions.allSatisfy { $0.type == .credit })
        #expect(try await sut.fetchPageSize() == 20)
    }
}
