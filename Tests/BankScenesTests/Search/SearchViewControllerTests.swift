import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Search view controller")
struct SearchViewControllerTests {
    private let console = CapturingConsole(width: 80)
    private let interactor = SearchBusinessLogicSpy()
    private let router = SearchRoutingLogicSpy()
    private let sut: SearchViewController

    init() {
        sut = SearchViewController(console: console, interactor: interactor, router: router, text: "blue")
    }

    @Test func theWordsItOpenedWith_areSearched_andTheRowsShownAreOpenedByNumberOrMemo() async throws {
        await sut.sceneDidLoad()
        sut.displayResults(
            .init(
                heading: "Search · blue", subtitle: "1 row in every account",
                rows: [
                    TransactionRow(
                        number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD",
                        formatting: formatting)
                ], emptyMessage: nil))
        for line in ["open 1", "open blue", "search fresh market"] {
            await sut.handle(try sut.commands.command(for: line, choices: sut.choices(for:)))
        }
        sut.displaySelectedTransaction(.init(memo: "Blue Bottle Coffee"))
        await sut.sceneWillAppear()

        #expect(sut.commands.declarationProblems().isEmpty)
        #expect(
            interactor.calls == [
                .find(.init(text: "blue")), .selectTransaction(.init(position: 1)),
                .selectTransaction(.init(position: 1)),
                .find(.init(text: "fresh market")), .findAgain,
            ])
        #expect(router.calls == [.routeToTransactionDetail])
        #expect(throws: (any Error).self) { try sut.commands.command(for: "open 2", choices: sut.choices(for:)) }
        // A search with no word to look for is refused as it is read, here and where a search opens
        // this scene, so it opens nothing
        #expect(throws: CommandLineError.self) { try sut.commands.command(for: "search !!") }
        #expect(throws: CommandLineError.self) { try HomeViewController.commandTable.command(for: "search \u{0}") }
        #expect(throws: CommandLineError.self) { try AccountsViewController.commandTable.command(for: "search --") }
        #expect(
            console.output
                == lines(
                    "Search · blue",
                    "1 row in every account",
                    "",
                    "#  Date            Account   Memo                Category  Amount",
                    "-  --------------  --------  ------------------  --------  ------",
                    "1  Today, 9:00 AM  Everyday  Blue Bottle Coffee  dining    -$4.50"
                ))
    }
}
