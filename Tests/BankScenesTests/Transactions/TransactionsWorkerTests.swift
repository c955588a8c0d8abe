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
        let sut = TransactionsWorker(
            transactions: bank.stores.transactions, settings: bank.stores.settings, statements: bank.stores.statements)

        let page = try await sut.fetchPage(TransactionQuery(accountID: 1, type: .credit), offset: 0, limit: 5)

        #expect(page.transactions.count == 5 && page.transactions.allSatisfy { $0.type == .credit })
        #expect(try await sut.fetchPageSize() == 20)
    }

    @MainActor
    @Test func exportStatement_writesTheMatchingTransactions() async throws {
        // Given
        let bank = try InMemoryBank()
        let sut = TransactionsWorker(
            transactions: bank.stores.transactions, settings: bank.stores.settings, statements: bank.stores.statements)
        let path = NSTemporaryDirectory() + "export-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let query = TransactionQuery(accountID: 1, type: .credit)

        // When
        let count = try await sut.exportStatement(matching: query, to: path)

        // Then
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let page = try await sut.fetchPage(query, offset: 0, limit: 1)
        #expect(count == page.totalCount && lines.count == count + 1)
        #expect(lines.dropFirst().allSatisfy { !$0.contains(",-") })
    }
}
