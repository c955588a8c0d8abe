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
        let sut = AccountDetailWorker(stores: bank.stores)

        let account = try await sut.fetchAccount(id: 2)
        let latest = try await sut.fetchLatestTransactions(of: account, limit: 10)

        #expect(account.name == "Rainy day")
        #expect(latest.count == 10 && latest.allSatisfy { $0.accountID == 2 })
        #expect(try await sut.fetchSettings() == .defaults)
    }

    @MainActor
    @Test func importStatement_readsTheFileIntoTheAccount_reportingProgress() async throws {
        // Given
        let bank = try InMemoryBank()
        let sut = AccountDetailWorker(stores: bank.stores)
        let path = NSTemporaryDirectory() + "statement-\(UUID().uuidString).csv"
        try "date,memo,amount\n2026-01-02,Coffee,-3.50\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var reports = 0

        // When
        let result = try await sut.importStatement(at: path, into: 2, options: .init()) { _ in reports += 1 }

        // Then
        #expect(result.imported == 1 && reports == 1)
        #expect(try await bank.stores.accounts.account(id: 2).balanceMinor == 1_200_000 - 350)
    }
}
