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

    @Test func aNewCard_isAddedThroughTheStore_knownByItsLastDigits() async throws {
        // Given the demo bank
        let bank = try InMemoryBank()
        let sut = CardsWorker(stores: bank.stores)
        let before = try await sut.fetchCards()

        // When a card is added to its first account
        let added = try await sut.addCard(
            NewCard(
                accountID: 1, ending: "4821", holder: "Ann Smith", expiryMonth: 9, expiryYear: 2029, monthlyLimit: 800))

        // Then the store keeps it, active, after the others
        #expect(added.number == "4821" && added.status == .active && added.monthlyLimit == 800)
        #expect(try await sut.fetchCards() == before + [added])
    }
}
