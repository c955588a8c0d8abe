import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the cards scene.
@Spyable
protocol CardsBusinessLogic: BusinessLogic {
    func fetchCards() async
    func updateCard(_ request: Cards.UpdateCard.Request) async
    func addCard(_ request: Cards.AddCard.Request) async
}

/// Keeps the cards as they were last listed and applies freezes and limits within the bank's rules:
/// a number means the card that was there when the list was shown. Adds a card of one's own to an
/// open account, read again by name as the card is added.
@MemberwiseInit
final class CardsInteractor: CardsBusinessLogic {
    // MARK: - Properties

    private(set) var cards: [Card] = []
    private var accounts: [Account] = []
    let presenter: any CardsPresentationLogic
    private let worker: any CardsWorkingLogic
    private let calendar: BankCalendar

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

    func addCard(_ request: Cards.AddCard.Request) async {
        await presenter.presentingErrors {
            let application = request.application
            let account = try openAccount(
                named: application.account, among: try await worker.fetchAccountsWithHistory())
            let card = NewCard(
                accountID: account.id, ending: application.ending, holder: application.holder,
                expiryMonth: application.expiryMonth, expiryYear: application.expiryYear,
                monthlyLimit: application.monthlyLimit)
            try CardRules.checkExpiry(card, today: calendar.today)
            try CardRules.checkNew(card, on: account, among: try await worker.fetchCards())
            let added = try await worker.addCard(card)
            presenter.presentAddedCard(Cards.AddCard.Response(card: added, account: account))
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

    /// The open account called `name`, ignoring case: the list of choices gave its spelling, and
    /// it may have been renamed or closed since.
    private func openAccount(named name: String, among accounts: [Account]) throws -> Account {
        guard let account = accounts.first(where: { !$0.isClosed && $0.name.lowercased() == name.lowercased() })
        else {
            throw CommandValidationError(Strings.Cards.noSuchAccount(name), hint: Strings.Cards.noSuchAccountHint)
        }
        return account
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
            try CardRules.checkMonthlyLimit(limit)
            return try await worker.setMonthlyLimit(limit, of: card)
        }
    }
}
