import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Cards interactor")
struct CardsInteractorTests {
    private let presenter = CardsPresentationLogicSpy()
    private let worker = CardsWorkingLogicSpy()
    private let sut: CardsInteractor
    private let listed = Cards.FetchCards.Response(cards: Fixtures.cards, accounts: Fixtures.accounts)

    init() async {
        worker.fetchCardsResult = .success(Fixtures.cards)
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        sut = CardsInteractor(presenter: presenter, worker: worker)
        await sut.fetchCards()
    }

    @Test func fetchCards_presentsThemWithTheirAccounts() {
        #expect(worker.calls == [.fetchCards, .fetchAccountsWithHistory])
        #expect(presenter.calls == [.presentCards(listed)])
    }

    @Test func freezeUnfreezeAndLimit_changeThePickedCardThenListAgain() async {
        let frozen = Card(
            id: 1, accountID: 1, number: Fixtures.debitCard.number, holder: "Alex Morgan", expiryMonth: 8,
            expiryYear: 2027, status: .frozen, monthlyLimit: 2_500
        )
        worker.setStatusResult = .success(frozen)
        worker.setMonthlyLimitResult = .success(frozen)

        await sut.updateCard(.init(pick: ListPick(position: 1), change: .freeze))
        await sut.updateCard(.init(pick: ListPick(position: 2), change: .unfreeze))
        await sut.updateCard(.init(pick: ListPick(position: 1), change: .limit(750)))

        #expect(
            worker.calls.filter { ![.fetchCards, .fetchAccountsWithHistory].contains($0) } == [
                .setStatus(status: .frozen, card: Fixtures.debitCard),
                .setStatus(status: .active, card: Fixtures.frozenCard),
                .setMonthlyLimit(limit: 750, card: Fixtures.debitCard),
            ])
        #expect(
            presenter.calls.suffix(2) == [
                .presentUpdatedCard(.init(card: frozen, change: .limit(750))), .presentCards(listed),
            ])
    }

    @Test func limitsOutsideTheRules_andUnknownPositions_areRefused() async {
        await sut.updateCard(.init(pick: ListPick(position: 1), change: .limit(100_001)))
        await sut.updateCard(.init(pick: ListPick(position: 3), change: .freeze))

        // Each read the cards as they are now, to hold them to the list shown; none changed a card
        #expect(worker.calls == [.fetchCards, .fetchAccountsWithHistory, .fetchCards, .fetchCards])
        #expect(
            presenter.calls.suffix(2) == [
                .presentError(ErrorViewModel(BankError.invalidCardLimit(maximum: 100_000))),
                .presentError(ErrorViewModel(ListSelectionError(position: 3, count: 2))),
            ])
    }

    @Test func storeRefusals_arePresented() async {
        worker.setStatusResult = .failure(BankError.cardAlreadyInStatus(.frozen))

        await sut.updateCard(.init(pick: ListPick(position: 2), change: .freeze))

        #expect(presenter.calls.last == .presentError(ErrorViewModel(BankError.cardAlreadyInStatus(.frozen))))
    }
}
