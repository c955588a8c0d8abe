import BankDomain
import Testing

@testable import BankScenes

@Suite("Accounts worker")
struct AccountsWorkerTests {
    @Test func fetchesAccountsAndSavesSettings() async throws {
        let bank = try InMemoryBank()
        let sut = AccountsWorker(stores: bank.stores)

        let accounts = try await sut.fetchAccounts()
        try await sut.saveSettings(UserSettings.defaults.withShowsBalances(false))

        #expect(accounts.map(\.name) == ["Everyday", "Rainy day", "Travel", "Visa", "Joint"])
        #expect(try await sut.fetchSettings().showsBalances == false)
    }
}
