import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@Suite("Categories worker")
struct CategoriesWorkerTests {
    @Test func worker_changesCategoriesAndRulesThroughTheStore() async throws {
        // Given the demo bank in memory, and a category of one's own
        let bank = try InMemoryBank()
        let sut = CategoriesWorker(stores: bank.stores)
        let pets = try CategoryRules.category(named: "pets")
        try await sut.addCategory(CategoryDefinition(pets, kind: .spending))

        // When a rule is added, the dry run asked for and the category merged away
        let rules = try await sut.addRule(CategoryRule(pattern: "vet", category: pets))
        let found = try await sut.recategorise(applying: false)
        let receipt = try await sut.moveCategory(.merge(pets, into: .health))

        // Then the store holds what each step said
        #expect(rules == [CategoryRule(pattern: "vet", category: pets)])
        #expect(found.allSatisfy { $0.category == pets && $0.transaction.category == .other })
        #expect(receipt.rules == 1)
        let book = try await sut.fetchCategoryBook()
        #expect(!book.has(pets) && book.rules == [CategoryRule(pattern: "vet", category: .health)])
        #expect(try await sut.removeRule(at: 1).pattern == "vet")
    }
}
