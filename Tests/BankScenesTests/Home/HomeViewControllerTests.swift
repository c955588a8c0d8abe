import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Home view controller")
struct HomeViewControllerTests {
    @Test func viewController_commandsRoutesAndRendering() async throws {
        let console = CapturingConsole(width: 60)
        let interactor = HomeBusinessLogicSpy()
        let router = HomeRoutingLogicSpy()
        let sut = HomeViewController(console: console, interactor: interactor, router: router)
        let table = sut.commands

        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        for line in [
            "accounts", "cards", "transfer", "settings", "insights", "recent", "recent 12", "refresh",
            "spend 4.50 at Bakery", "receive", "accounts --closed",
        ] {
            await sut.handle(try table.command(for: line))
        }
        sut.displayHome(
            .init(
                total: "$5,432.50",
                totals: [MinorAmount(minor: 543_250, currency: "USD")],
                accounts: [
                    .init(
                        name: "Everyday", type: "checking", balance: "$5,432.50", balanceMinor: 543_250,
                        currency: "USD")
                ],
                recent: .init(
                    heading: "Latest transaction",
                    rows: [
                        TransactionRow(
                            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD",
                            formatting: formatting)
                    ],
                    emptyMessage: nil
                )
            ))

        #expect(table.declarationProblems().isEmpty)
        #expect(throws: CommandLineError.self) { try table.command(for: "recent 101") }
        // A one-line form that cannot be read is refused as it is typed: no record is begun
        #expect(throws: (any Error).self) { try table.command(for: "spend 4.50 at A at B") }
        #expect(
            interactor.calls == [
                .fetchHome, .fetchHome, .showRecent(.init(count: nil)), .showRecent(.init(count: 12)),
                .fetchHome,
            ])
        #expect(
            router.calls == [
                .routeToAccounts, .routeToCards, .routeToTransfer, .routeToSettings, .routeToInsights,
                .routeToRecord(
                    kind: .spend, line: [.amount(WrittenAmount(significand: 450, decimals: 2)), .payee("Bakery")]),
                .routeToRecord(kind: .receive, line: []),
                .routeToClosedAccounts,
            ])
        #expect(
            console.output
                == lines(
                    "Home",
                    "Total balance: $5,432.50",
                    "",
                    "Accounts",
                    "Name      Type        Balance",
                    "--------  --------  ---------",
                    "Everyday  checking  $5,432.50",
                    "",
                    "Latest transaction",
                    "Date            Account   Memo                Amount",
                    "--------------  --------  ------------------  ------",
                    "Today, 9:00 AM  Everyday  Blue Bottle Coffee  -$4.50"
                ))
    }
}
