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
        sut = CardsInteractor(presenter: presenter, worker: worker, calendar: calendar)
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

    @Test func aNewCard_isAddedToTheOpenAccountOfThatName_saidAndListedAgain() async {
        // Given a card the store adds
        let added = Card(
            id: 3, accountID: 2, number: "4821", holder: "Ann Smith", expiryMonth: 1, expiryYear: 2026,
            status: .active, monthlyLimit: 1_500)
        worker.addCardResult = .success(added)

        // When one expiring this month is added to an account named in other letters
        await sut.addCard(.init(application: application(account: "RAINY DAY", month: 1, year: 2026)))

        // Then the account is found, the card added as typed, said, and the cards listed again
        #expect(
            worker.calls.suffix(5) == [
                .fetchAccountsWithHistory, .fetchCards,
                .addCard(
                    NewCard(
                        accountID: 2, ending: "4821", holder: "Ann Smith", expiryMonth: 1, expiryYear: 2026,
                        monthlyLimit: 1_500)),
                .fetchCards, .fetchAccountsWithHistory,
            ])
        #expect(
            presenter.calls.suffix(2) == [
                .presentAddedCard(.init(card: added, account: Fixtures.savings)), .presentCards(listed),
            ])
    }

    @Test func aNewCard_isRefused_whenExpiredTooFarAheadTakenElsewhereOrOnAnotherPersonsAccount() async {
        // Given an account shared to view only, and a closed one, beside the fixtures' accounts
        let shared = Account(
            id: 7, name: "Kitty", type: .checking, number: "7", iban: "", currency: "USD", balanceMinor: 0,
            owner: "ann", access: .shared(.transfer))
        let closed = Account(
            id: 8, name: "Old", type: .checking, number: "8", iban: "", currency: "USD", balanceMinor: 0, isClosed: true
        )
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts + [shared, closed])
        let debitEnding = String(Fixtures.debitCard.number.suffix(4))

        // When cards are asked for that no rule lets in
        let refused: [(CardApplication, any Error)] = [
            (application(month: 12, year: 2025), BankError.card(.expired(month: 12, year: 2025))),
            (application(month: 2, year: 2047), BankError.card(.expiryTooFar(month: 2, year: 2047, latestYear: 2046))),
            (
                application(ending: debitEnding),
                BankError.card(.alreadyOnAccount(ending: debitEnding, account: "Everyday"))
            ),
            (application(account: "Kitty"), AccountError.notOwner(account: "Kitty", owner: "ann")),
            (
                application(account: "Old"),
                CommandValidationError(Strings.Cards.noSuchAccount("Old"), hint: Strings.Cards.noSuchAccountHint)
            ),
        ]
        for (application, _) in refused {
            await sut.addCard(.init(application: application))
        }

        // Then each is refused in its own words, and no card is added
        #expect(!worker.calls.contains { if case .addCard = $0 { true } else { false } })
        #expect(presenter.calls.suffix(refused.count) == refused.map { .presentError(ErrorViewModel($0.1)) })
    }

    @Test func storeRefusals_arePresented() async {
        worker.setStatusResult = .failure(BankError.cardAlreadyInStatus(.frozen))

        await sut.updateCard(.init(pick: ListPick(position: 2), change: .freeze))

        #expect(presenter.calls.last == .presentError(ErrorViewModel(BankError.cardAlreadyInStatus(.frozen))))
    }

    // MARK: - Private

    private func application(
        account: String = "Everyday", ending: String = "4821", month: Int = 9, year: Int = 2029
    ) -> CardApplication {
        CardApplication(
            account: account, ending: ending, expiryMonth: month, expiryYear: year, holder: "Ann Smith",
            monthlyLimit: 1_500)
    }
}
