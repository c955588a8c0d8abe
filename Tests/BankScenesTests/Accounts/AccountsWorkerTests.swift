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

    @Test func opensRenamesAndClosesThroughTheStore() async throws {
        // Given the demo bank
        let bank = try InMemoryBank()
        let sut = AccountsWorker(stores: bank.stores)
        let new = NewAccount(name: "Jar", type: .savings, currency: "USD", openingMinor: 0, openedOn: nil)

        // When an account opens, is renamed and is closed
        let opened = try await sut.openAccount(new)
        let renamed = try await sut.renameAccount(opened.id, to: "Pot")
        let closed = try await sut.closeAccount(opened.id, at: fixedNow)

        // Then each step came back from the store, and the list no longer has it
        #expect(opened.id == 6 && renamed.name == "Pot" && closed.isClosed)
        #expect(try await sut.fetchAccounts().count == 5)
        #expect(try await sut.fetchAccountsWithHistory().last?.name == "Pot")
    }
}
