import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Cards view controller")
struct CardsViewControllerTests {
    @Test func viewController_commandsAndRendering() async throws {
        let console = CapturingConsole(width: 90)
        let interactor = CardsBusinessLogicSpy()
        let sut = CardsViewController(console: console, interactor: interactor, router: CardsRoutingLogicSpy())
        sut.displayCards(
            .init(
                rows: [
                    .init(
                        number: "1", maskedNumber: "**** **** **** 6467", account: "Everyday", holder: "Alex Morgan",
                        expiry: "08/27", status: "active", monthlyLimit: "$2,500.00", monthlyLimitMinor: 250_000,
                        currency: "USD")
                ],
                emptyMessage: nil, openAccounts: ["Everyday", "Rainy day"]
            ))

        await sut.sceneDidLoad()
        await sut.handle(try sut.commands.command(for: "freeze every", choices: sut.choices(for:)))
        await sut.handle(try sut.commands.command(for: "unfreeze 1", choices: sut.choices(for:)))
        await sut.handle(try sut.commands.command(for: "limit 1 1500", choices: sut.choices(for:)))
        sut.displayUpdatedCard(.init(message: "Froze it."))

        #expect(sut.commands.declarationProblems().isEmpty)
        for refused in ["limit 1 12,50", "limit 1 €500", "limit 1 lots"] {
            #expect(throws: CommandLineError.self) {
                try sut.commands.command(for: refused, choices: sut.choices(for:))
            }
        }
        #expect(
            interactor.calls == [
                .fetchCards, .updateCard(.init(pick: ListPick(position: 1, byNumber: false), change: .freeze)),
                .updateCard(.init(pick: ListPick(position: 1), change: .unfreeze)),
                .updateCard(.init(pick: ListPick(position: 1), change: .limit(1500))),
            ])
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

    @Test func newCard_readsEachPieceAsTheLineIsRead_andRefusesWhatNoCardHas() async throws {
        // Given the cards scene with two open accounts
        let console = CapturingConsole(width: 90)
        let interactor = CardsBusinessLogicSpy()
        let sut = CardsViewController(console: console, interactor: interactor, router: CardsRoutingLogicSpy())
        sut.displayCards(.init(rows: [], emptyMessage: "There are no cards.", openAccounts: ["Everyday", "Rainy day"]))

        // When cards are added with a limit, with none, and with a four-digit year
        for line in [
            "new-card every 4821 09/29 Ann Smith --limit 1500", "new-card \"rainy day\" 0007 1/2031 A. N. Other",
        ] {
            await sut.handle(try sut.commands.command(for: line, choices: sut.choices(for:)))
        }
        sut.displayAddedCard(.init(message: "Added it."))

        // Then each is read whole, the account in the list's spelling, and said
        #expect(
            interactor.calls == [
                .addCard(
                    .init(
                        application: CardApplication(
                            account: "Everyday", ending: "4821", expiryMonth: 9, expiryYear: 2029, holder: "Ann Smith",
                            monthlyLimit: 1_500))),
                .addCard(
                    .init(
                        application: CardApplication(
                            account: "Rainy day", ending: "0007", expiryMonth: 1, expiryYear: 2031,
                            holder: "A. N. Other", monthlyLimit: 100_000))),
            ])
        #expect(console.output.hasSuffix("Added it.\n"))
        // And a line no card could have is refused before anything is asked of the bank
        for refused in [
            "new-card Everyday 482 09/29 Ann", "new-card Everyday 48a1 09/29 Ann", "new-card Everyday 4821 13/29 Ann",
            "new-card Everyday 4821 0929 Ann", "new-card Everyday 4821 09/029 Ann", "new-card Everyday 4821 09/29",
            "new-card Travel 4821 09/29 Ann", "new-card Everyday 4821 09/29 Ann --limit 0",
            "new-card Everyday 4821 09/29 Ann --limit 100000.01", "new-card Everyday 4821 09/29 Ann --limit €50",
        ] {
            #expect(throws: CommandLineError.self, "\(refused)") {
                try sut.commands.command(for: refused, choices: sut.choices(for:))
            }
        }
        #expect(interactor.calls.count == 2)
    }
}
