import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

final class CardsWorkerMock: CardsWorkingLogic, @unchecked Sendable {
    enum Call: Equatable {
        case status(CardStatus, Card.ID)
        case limit(Decimal, Card.ID)
    }

    var cards: Result<[Card], any Error>?
    var accounts: Result<[Account], any Error> = .success(Fixtures.accounts)
    var changeResult: Result<Card, any Error>?
    private(set) var changes: [Call] = []

    func fetchCards() async throws -> [Card] { try answer(cards, "fetchCards") }
    func fetchAccounts() async throws -> [Account] { try accounts.get() }

    func setStatus(_ status: CardStatus, of card: Card) async throws -> Card {
        changes.append(.status(status, card.id))
        return try answer(changeResult, "setStatus")
    }

    func setMonthlyLimit(_ limit: Decimal, of card: Card) async throws -> Card {
        changes.append(.limit(limit, card.id))
        return try answer(changeResult, "setMonthlyLimit")
    }
}

@MainActor
final class CardsPresenterSpy: CardsPresentationLogic {
    enum Call: Equatable {
        case cards([Card])
        case updated(Card, Cards.UpdateCard.Change)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentCards(_ response: Cards.FetchCards.Response) { calls.append(.cards(response.cards)) }
    func presentUpdatedCard(_ response: Cards.UpdateCard.Response) {
        calls.append(.updated(response.card, response.change))
    }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class CardsDisplaySpy: CardsDisplayLogic {
    private(set) var lists: [Cards.FetchCards.ViewModel] = []
    private(set) var messages: [String] = []

    func displayCards(_ viewModel: Cards.FetchCards.ViewModel) { lists.append(viewModel) }
    func displayUpdatedCard(_ viewModel: Cards.UpdateCard.ViewModel) { messages.append(viewModel.message) }
    func displayError(_ viewModel: ErrorViewModel) { messages.append("error: " + viewModel.message) }
}

@MainActor
final class CardsInteractorSpy: CardsBusinessLogic {
    private(set) var requests: [String] = []

    func fetchCards(_ request: Cards.FetchCards.Request) async { requests.append("fetch") }
    func updateCard(_ request: Cards.UpdateCard.Request) async {
        requests.append("update \(request.position) \(request.change)")
    }
}

@MainActor
final class CardsRouterDummy: CardsRoutingLogic {}
