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
                .displayCards(.init(rows: rows, emptyMessage: nil)),
                .displayUpdatedCard(.init(message: "Froze **** **** **** 1486.")),
                .displayUpdatedCard(.init(message: "Unfroze **** **** **** 6467.")),
                .displayUpdatedCard(.init(message: "The monthly limit of **** **** **** 6467 is now $750.00.")),
                .displayCards(.init(rows: [], emptyMessage: "There are no cards.")),
            ])
    }
}
