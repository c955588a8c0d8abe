import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Insights worker")
struct InsightsWorkerTests {
    @Test func worker_sumsTheLedgerThroughTheStore() async throws {
        // Given the demo bank and the month before the clock's
        let bank = try InMemoryBank()
        let sut = InsightsWorker(stores: bank.stores)
        let december = try #require(calendar.period(of: CalendarMonth(year: 2025, month: 12)))

        // When every account's December is summed, and one account's
        let accounts = try await sut.fetchAccountsWithHistory()
        let all = try await sut.fetchTotals(of: accounts.map(\.id), in: [december])
        let each = try await accounts.asyncMap { try await sut.fetchTotals(of: [$0.id], in: [december]) }

        // Then it has rows, and every account's totals add up to the whole
        #expect(accounts.count == 5)
        #expect(all.first?.totals.isEmpty == false)
        let entries = each.compactMap(\.first).flatMap(\.totals).reduce(0) { $0 + $1.entries }
        #expect(all.first?.totals.reduce(0) { $0 + $1.entries } == entries)
        #expect(try await sut.fetchSettings() == .defaults)
    }
}

extension Array {
    fileprivate func asyncMap<Mapped>(_ transform: (Element) async throws -> Mapped) async rethrows -> [Mapped] {
        var mapped: [Mapped] = []
        for element in self {
            mapped.append(try await transform(element))
        }
        return mapped
    }
}
