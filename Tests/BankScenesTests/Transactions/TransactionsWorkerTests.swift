import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Transactions worker")
struct TransactionsWorkerTests {
    @Test func readsPagesCountsAndThePageSize() async throws {
        let bank = try InMemoryBank()
        let sut = TransactionsWorker(stores: bank.stores)
        let credits = TransactionQuery(accountID: 1, type: .credit)

        let page = try await sut.fetchPage(credits, page: TransactionPageRequest(.newest(skipping: 0), limit: 5))
        let count = try await sut.countTransactions(credits, upTo: 10)

        #expect(page.count == 5 && page.allSatisfy { $0.type == .credit })
        #expect(count == (try await bank.stores.transactions.count(matching: credits, upTo: 10)))
        #expect(try await sut.fetchSettings().pageSize == 20)
        let newest = try #require(
            try await sut.fetchPage(TransactionQuery(accountID: 1), page: .init(.newest(skipping: 0), limit: 1)).first)
        #expect(
            try await sut.fetchBalance(after: newest, countingFromOldest: false)
                == (try await bank.stores.accounts.account(id: 1).balanceMinor))
    }

    @MainActor
    @Test func exportStatement_writesTheMatchingTransactions() async throws {
        // Given
        let bank = try InMemoryBank()
        let sut = TransactionsWorker(stores: bank.stores)
        let path = NSTemporaryDirectory() + "export-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let query = TransactionQuery(accountID: 1, type: .credit)

        // When
        let count = try await sut.exportStatement(matching: query, to: path, replacing: false)

        // Then
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(try await sut.countTransactions(query, upTo: nil) == .exactly(count) && lines.count == count + 1)
        #expect(lines.dropFirst().allSatisfy { !$0.contains(",-") })
    }
}
