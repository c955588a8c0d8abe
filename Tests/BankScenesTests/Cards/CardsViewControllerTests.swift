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
                emptyMessage: nil
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
}
