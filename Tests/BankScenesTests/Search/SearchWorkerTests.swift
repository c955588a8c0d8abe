import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Search worker")
struct SearchWorkerTests {
    @Test func worker_readsEveryAccountAndItsMatches() async throws {
        let bank = try InMemoryBank()
        let sut = SearchWorker(stores: bank.stores)

        let accounts = try await sut.fetchAccountsWithHistory()
        let found = try await sut.fetchPage(
            TransactionQuery(accountID: 1, text: "fresh"), page: TransactionPageRequest(.newest(skipping: 0), limit: 5))

        #expect(accounts.count == 5)
        #expect(found.count == 5 && found.allSatisfy { $0.memo.contains("Fresh") && $0.accountID == 1 })
    }
}
