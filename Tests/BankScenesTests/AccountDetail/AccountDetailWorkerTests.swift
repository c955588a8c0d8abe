import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("AccountDetail worker")
struct AccountDetailWorkerTests {
    @Test func readsTheAccountItsLatestAndSettings() async throws {
        let bank = try InMemoryBank()
        let sut = AccountDetailWorker(
            accounts: bank.stores.accounts,
            transactions: bank.stores.transactions,
            settings: bank.stores.settings
        )

        let account = try await sut.fetchAccount(id: 2)
        let latest = try await sut.fetchLatestTransactions(of: account, limit: 10)

        #expect(account.name == "Rainy day")
        #expect(latest.count == 10 && latest.allSatisfy { $0.accountID == 2 })
        #expect(try await sut.fetchSettings() == .defaults)
    }
}
