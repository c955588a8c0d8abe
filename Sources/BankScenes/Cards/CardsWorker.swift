import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The data operations of the cards scene.
@Spyable
protocol CardsWorkingLogic: WorkingLogic {
    func fetchCards() async throws -> [Card]
    /// Closed accounts too: a card keeps the name of the account it drew on.
    func fetchAccountsWithHistory() async throws -> [Account]
    func setStatus(_ status: CardStatus, of card: Card) async throws -> Card
    func setMonthlyLimit(_ limit: Decimal, of card: Card) async throws -> Card
    func addCard(_ card: NewCard) async throws -> Card
}

/// The cards scene's worker: the bank's stores.
typealias CardsWorker = StoreWorker

extension StoreWorker: CardsWorkingLogic {
    func fetchCards() async throws -> [Card] {
        try await stores.cards.allCards()
    }

    func setStatus(_ status: CardStatus, of card: Card) async throws -> Card {
        try await stores.cards.setStatus(status, ofCard: card.id)
    }

    func setMonthlyLimit(_ limit: Decimal, of card: Card) async throws -> Card {
        try await stores.cards.setMonthlyLimit(limit, ofCard: card.id)
    }

    func addCard(_ card: NewCard) async throws -> Card {
        try await stores.cards.addCard(card)
    }
}
