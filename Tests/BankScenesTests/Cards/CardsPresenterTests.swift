import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Cards presenter")
struct CardsPresenterTests {
    @Test func presenter_masksNumbersAndFormatsExpiryAndLimits() {
        let display = CardsDisplayLogicSpy()
        let sut = CardsPresenter(formatting: formatting)
        sut.display = display

        sut.presentCards(.init(cards: Fixtures.cards, accounts: Fixtures.accounts))
        sut.presentUpdatedCard(.init(card: Fixtures.frozenCard, change: .freeze))
        sut.presentUpdatedCard(.init(card: Fixtures.debitCard, change: .unfreeze))
        sut.presentUpdatedCard(.init(card: Fixtures.debitCard, change: .limit(750)))
        sut.presentCards(.init(cards: [], accounts: []))

        let rows: [Cards.FetchCards.ViewModel.Row] = [
            .init(
                number: "1", maskedNumber: "**** **** **** 6467", account: "Everyday", holder: "Alex Morgan",
                expiry: "08/27", status: "active", monthlyLimit: "$2,500.00", monthlyLimitMinor: 250_000,
                currency: "USD"),
            .init(
                number: "2", maskedNumber: "**** **** **** 1486", account: "Visa", holder: "Alex Morgan",
                expiry: "11/28", status: "frozen", monthlyLimit: "$5,000.00", monthlyLimitMinor: 500_000,
                currency: "USD"),
        ]
        #expect(
            display.calls == [
                .displayCards(
                    .init(rows: LaidOutRows(rows), emptyMessage: nil, openAccounts: ["Everyday", "Rainy day", "Visa"])),
                .displayUpdatedCard(.init(message: "Froze **** **** **** 1486.")),
                .displayUpdatedCard(.init(message: "Unfroze **** **** **** 6467.")),
                .displayUpdatedCard(.init(message: "The monthly limit of **** **** **** 6467 is now $750.00.")),
                .displayCards(.init(rows: [], emptyMessage: "There are no cards.", openAccounts: [])),
            ])
    }

    @Test func anAddedCard_isSaidWithItsAccountHolderExpiryAndLimit_andAClosedAccountIsNoChoice() {
        // Given a presenter, and a closed account beside the open ones
        let display = CardsDisplayLogicSpy()
        let sut = CardsPresenter(formatting: formatting)
        sut.display = display
        let closed = Account(
            id: 9, name: "Old", type: .checking, number: "1", iban: "", currency: "USD", balanceMinor: 0, isClosed: true
        )
        let added = Card(
            id: 3, accountID: 1, number: "4821", holder: "Ann Smith", expiryMonth: 9, expiryYear: 2029,
            status: .active, monthlyLimit: 1_500)

        // When a card is added and the cards are listed
        sut.presentAddedCard(.init(card: added, account: Fixtures.everyday))
        sut.presentCards(.init(cards: [added], accounts: Fixtures.accounts + [closed]))

        // Then the message names it as the list shows it, and only open accounts take a card
        #expect(
            display.calls.first
                == .displayAddedCard(
                    .init(
                        message:
                            "Added **** **** **** 4821 on Everyday for Ann Smith, expiring 09/29, with a monthly limit of $1,500.00."
                    )))
        guard case .displayCards(let viewModel) = display.calls.last else {
            Issue.record("the cards were not listed")
            return
        }
        #expect(viewModel.openAccounts == ["Everyday", "Rainy day", "Visa"])
        #expect(viewModel.rows.map(\.maskedNumber) == ["**** **** **** 4821"])
    }
}
