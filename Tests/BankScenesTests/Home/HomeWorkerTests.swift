import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Home worker")
struct HomeWorkerTests {
    @Test func worker_readsTheOverview() async throws {
        let bank = try InMemoryBank()
        let sut = HomeWorker(stores: bank.stores)

        #expect(try await sut.fetchAccountsWithHistory().count == 5)
        #expect(try await sut.fetchRecentTransactions(limit: 5).count == 5)
        #expect(try await sut.fetchSettings() == .defaults)
    }
}
