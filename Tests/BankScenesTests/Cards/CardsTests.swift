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

@MainActor
@Suite("Cards presenter, router, view controller and worker")
struct CardsLayerTests {
    @Test func presenter_masksNumbersAndFormatsExpiryAndLimits() {
        let display = CardsDisplaySpy()
        let sut = CardsPresenter(formatting: formatting)
        sut.display = display

        sut.presentCards(.init(cards: Fixtures.cards, accounts: Fixtures.accounts))
        sut.presentUpdatedCard(.init(card: Fixtures.frozenCard, change: .freeze))
        sut.presentUpdatedCard(.init(card: Fixtures.debitCard, change: .unfreeze))
        sut.presentUpdatedCard(.init(card: Fixtures.debitCard, change: .limit(750)))
        sut.presentCards(.init(cards: [], accounts: []))

        #expect(
            display.lists.first?.rows == [
                .init(
                    number: "1", maskedNumber: "**** **** **** 6467", account: "Everyday", holder: "Alex Morgan",
                    expiry: "08/27",
                    status: "active", monthlyLimit: "$2,500.00"),
                .init(
                    number: "2", maskedNumber: "**** **** **** 1486", account: "Visa", holder: "Alex Morgan",
                    expiry: "11/28",
                    status: "frozen", monthlyLimit: "$5,000.00"),
            ])
        #expect(
            display.messages == [
                "Froze **** **** **** 1486.", "Unfroze **** **** **** 6467.",
                "The monthly limit of **** **** **** 6467 is now $750.00.",
            ])
        #expect(display.lists.last?.emptyMessage == "There are no cards.")
    }

    @Test func viewController_commandsAndRendering() async throws {
        let console = CapturingConsole(width: 90)
        let interactor = CardsInteractorSpy()
        let sut = CardsViewController(console: console, interactor: interactor, router: CardsRouterDummy())
        sut.displayCards(
            .init(
                rows: [
                    .init(
                        number: "1", maskedNumber: "**** **** **** 6467", account: "Everyday", holder: "Alex Morgan",
                        expiry: "08/27", status: "active", monthlyLimit: "$2,500.00")
                ],
                emptyMessage: nil
            ))

        await sut.sceneDidLoad()
        await sut.handle(try sut.commands.command(for: "freeze every", choices: sut.choices(for:)))
        await sut.handle(try sut.commands.command(for: "unfreeze 1", choices: sut.choices(for:)))
        await sut.handle(try sut.commands.command(for: "limit 1 1500", choices: sut.choices(for:)))
        sut.displayUpdatedCard(.init(message: "Froze it."))

        #expect(sut.commands.declarationProblems().isEmpty)
        #expect(throws: CommandLineError.self) {
            try sut.commands.command(for: "limit 1 100001", choices: sut.choices(for:))
        }
        #expect(interactor.requests == ["fetch", "update 1 freeze", "update 1 unfreeze", "update 1 limit(1500)"])
        #expect(
            console.output
                == lines(
                    "Cards",
                    "",
                    "#  Card                 Account   Holder       Expires  Status  Monthly limit",
                    "-  -------------------  --------  -----------  -------  ------  -------------",
                    "1  **** **** **** 6467  Everyday  Alex Morgan  08/27    active      $2,500.00",
                    "Froze it."
                ))
    }

    @Test func router_hasNoRoutesOfItsOwn() throws {
        let navigator = NavigatorSpy()

        try CardsRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
    }

    @Test func worker_changesCardsThroughTheStore() async throws {
        let bank = try InMemoryBank()
        let sut = CardsWorker(cards: bank.stores.cards, accounts: bank.stores.accounts)
        let card = try await sut.fetchCards()[0]

        #expect(try await sut.setStatus(.frozen, of: card).status == .frozen)
        #expect(try await sut.setMonthlyLimit(900, of: card).monthlyLimit == 900)
        #expect(try await sut.fetchAccounts().count == 5)
    }
}
