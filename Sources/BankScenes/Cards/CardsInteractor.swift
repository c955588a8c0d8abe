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

/// Keeps the cards as they were last listed and applies freezes and limits within the bank's rules:
/// a number means the card that was there when the list was shown.
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
            let card = try await listed(request.pick)
            let changed = try await apply(request.change, to: card)
            presenter.presentUpdatedCard(Cards.UpdateCard.Response(card: changed, change: request.change))
            try await reload()
        }
    }

    // MARK: - Private

    /// The card `pick` means in the list as shown, as it is now; when the list changed since it
    /// was shown (``ShownList``), it is shown again and the command refused.
    private func listed(_ pick: ListPick) async throws -> Card {
        let current = try await worker.fetchCards()
        do {
            return try ShownList.entry(
                pick, shown: cards, current: current, sameRow: { $0.id == $1.id },
                name: { "the card ending \($0.number.suffix(4))" })
        } catch let error as ListChangedError {
            try await reload()
            throw error
        }
    }

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
            guard limit > 0, limit <= Self.maximumLimit,
                MinorUnits.isWholeMinorUnits(limit, currency: Currency.bankDefault)
            else {
                throw BankError.invalidCardLimit(maximum: Self.maximumLimit)
            }
            return try await worker.setMonthlyLimit(limit, of: card)
        }
    }
}
