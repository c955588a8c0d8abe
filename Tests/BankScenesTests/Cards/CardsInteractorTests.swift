import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Cards interactor")
struct CardsInteractorTests {
    private let presenter = CardsPresenterSpy()
    private let worker = CardsWorkerMock()
    private let sut: CardsInteractor

    init() async {
        worker.cards = .success(Fixtures.cards)
        sut = CardsInteractor(presenter: presenter, worker: worker)
        await sut.fetchCards(.init())
    }

    @Test func fetchCards_presentsThem() {
        #expect(presenter.calls == [.cards(Fixtures.cards)])
    }

    @Test func freezeUnfreezeAndLimit_changeThePickedCardThenListAgain() async {
        let frozen = Card(
            id: 1, accountID: 1, number: Fixtures.debitCard.number, holder: "Alex Morgan", expiryMonth: 8,
            expiryYear: 2027,
            status: .frozen, monthlyLimit: 2_500
        )
        worker.changeResult = .success(frozen)

        await sut.updateCard(.init(position: 1, change: .freeze))
        await sut.updateCard(.init(position: 2, change: .unfreeze))
        await sut.updateCard(.init(position: 1, change: .limit(750)))

        #expect(worker.changes == [.status(.frozen, 1), .status(.active, 2), .limit(750, 1)])
        #expect(presenter.calls.suffix(2) == [.updated(frozen, .limit(750)), .cards(Fixtures.cards)])
    }

    @Test func limitsOutsideTheRules_andUnknownPositions_areRefused() async {
        await sut.updateCard(.init(position: 1, change: .limit(100_001)))
        await sut.updateCard(.init(position: 3, change: .freeze))

        #expect(worker.changes.isEmpty)
        #expect(
            presenter.calls.suffix(2) == [
                .error(ErrorViewModel(BankError.invalidCardLimit(maximum: 100_000))),
                .error(ErrorViewModel(ListSelectionError(position: 3, count: 2))),
            ])
    }

    @Test func storeRefusals_arePresented() async {
        worker.changeResult = .failure(BankError.cardAlreadyInStatus(.frozen))

        await sut.updateCard(.init(position: 2, change: .freeze))

        #expect(presenter.calls.last == .error(ErrorViewModel(BankError.cardAlreadyInStatus(.frozen))))
    }
}
