import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Cards worker")
struct CardsWorkerTests {
    @Test func worker_changesCardsThroughTheStore() async throws {
        let bank = try InMemoryBank()
        let sut = CardsWorker(stores: bank.stores)
        let card = try await sut.fetchCards()[0]

        #expect(try await sut.setStatus(.frozen, of: card).status == .frozen)
        #expect(try await sut.setMonthlyLimit(900, of: card).monthlyLimit == 900)
        #expect(try await sut.fetchAccountsWithHistory().count == 5)
    }
}
