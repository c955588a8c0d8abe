import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the cards scene.
@Spyable
protocol CardsBusinessLogic: BusinessLogic {
    func fetchCards() async
    func updateCard(_ request: Cards.UpdateCard.Request) async
}

/// Keeps the listed cards and applies freezes and limits within the bank's rules.
@MemberwiseInit
final class CardsInteractor: CardsBusinessLogic {
    // MARK: - Constants

    /// The highest monthly limit the bank allows.
    nonisolated static let maximumLimit: Decimal = 100_000

    // MARK: - Properties

    private(set) var cards: [Card] = []
    private var accounts: [Account] = []
    let presenter: any CardsPresentationLogic
    private let worker: any CardsWorkingLogic

    // MARK: - CardsBusinessLogic

    func fetchCards() async {
        await presenter.presentingErrors {
            try await reload()
        }
    }

    func updateCard(_ request: Cards.UpdateCard.Request) async {
        await presenter.presentingErrors {
            let card = try ListSelectionError.entry(request.position, of: cards)
            let changed = try await apply(request.change, to: card)
            presenter.presentUpdatedCard(Cards.UpdateCard.Response(card: changed, change: request.change))
            try await reload()
        }
    }

    // MARK: - Private

    private func reload() async throws {
        cards = try await worker.fetchCards()
        accounts = try await worker.fetchAccountsWithHistory()
        presenter.presentCards(Cards.FetchCards.Response(cards: cards, accounts: accounts))
    }

    private func apply(_ change: Cards.UpdateCard.Change, to card: Card) async throws -> Card {
        switch change {
        case .freeze:
            return try await worker.setStatus(.frozen, of: card)
        case .unfreeze:
            return try await worker.setStatus(.active, of: card)
        case .limit(let limit):
            guard limit > 0, limit <= Self.maximumLimit, MinorUnits.isWholeMinorUnits(limit) else {
                throw BankError.invalidCardLimit(maximum: Self.maximumLimit)
            }
            return try await worker.setMonthlyLimit(limit, of: card)
        }
    }
}
