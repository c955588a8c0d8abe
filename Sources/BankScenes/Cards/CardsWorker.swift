import BankDomain
import Foundation
import ViperaSpyable

/// The data operations of the cards scene.
@Spyable
protocol CardsWorkingLogic: Sendable {
    func fetchCards() async throws -> [Card]
    func fetchAccounts() async throws -> [Account]
    func setStatus(_ status: CardStatus, of card: Card) async throws -> Card
    func setMonthlyLimit(_ limit: Decimal, of card: Card) async throws -> Card
}

/// Reads and changes cards through the stores.
struct CardsWorker: CardsWorkingLogic {
    // MARK: - Properties

    private let cards: any CardStore
    private let accounts: any AccountStore

    // MARK: - Initialization

    init(cards: any CardStore, accounts: any AccountStore) {
        self.cards = cards
        self.accounts = accounts
    }

    // MARK: - CardsWorkingLogic

    func fetchCards() async throws -> [Card] {
        try await cards.allCards()
    }

    func fetchAccounts() async throws -> [Account] {
        try await accounts.allAccounts()
    }

    func setStatus(_ status: CardStatus, of card: Card) async throws -> Card {
        try await cards.setStatus(status, ofCard: card.id)
    }

    func setMonthlyLimit(_ limit: Decimal, of card: Card) async throws -> Card {
        try await cards.setMonthlyLimit(limit, ofCard: card.id)
    }
}
