import BankDomain
import Testing

@testable import BankScenes

@Suite("Settings worker")
struct SettingsWorkerTests {
    @Test func worker_savesAndReadsSettingsThroughTheStore() async throws {
        let bank = try InMemoryBank()
        let sut = SettingsWorker(stores: bank.stores)

        try await sut.saveSettings(UserSettings.defaults.withPageSize(7))

        #expect(try await sut.fetchSettings().pageSize == 7)
    }
}
