import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("AccountDetail view controller")
struct AccountDetailViewControllerTests {
    private static let day = CalendarDay(year: 2026, month: 1, day: 15)
    private let console = CapturingConsole(width: 60)
    private let interactor = AccountDetailBusinessLogicSpy()
    private let router = AccountDetailRoutingLogicSpy()
    private let sut: AccountDetailViewController

    init() {
        sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: interactor, router: router, isDryRun: false,
            asksBeforeImporting: false)
    }

    @Test func commands_becomeRoutesOrRequests() async throws {
        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        await sut.handle(.transactions)
        await sut.handle(.transfer)
        await sut.handle(.refresh)
        await sut.handle(.insights)
        await sut.handle(try sut.commands.command(for: "receive 20 from Mum category other"))

        #expect(interactor.calls == Array(repeating: .showAccount, count: 3))
        #expect(
            router.calls == [
                .routeToTransactions, .routeToTransfer, .routeToInsights,
                .routeToRecord(
                    kind: .receive, line: [.amount(WrittenAmount(significand: 20)), .payee("Mum"), .category(.other)]),
            ])
        #expect(try sut.commands.command(for: "ins") == .insights)
        #expect(sut.commands.declarationProblems().isEmpty)
        #expect(try sut.commands.command(for: "tx") == .transactions)
        #expect(try sut.commands.command(for: "transf") == .transfer)
    }

    @Test func displayAccount_rendersFieldsAndLatestAndRetitles() {
        sut.displayAccount(
            .init(
                title: "Daily",
                fields: [.init(label: "Number", value: "****7890"), .init(label: "Balance", value: "$5,432.50")],
                balanceMinor: 543_250, availableMinor: nil, currency: "USD",
                balanceHistory: [0, 0.5, 1, 0.25].map { .init(day: Self.day, balanceMinor: nil, level: $0) },
                balanceHistoryLabel: "30 days",
                balanceHistoryCaption: "$1.00 to $2.00",
                latest: [
                    TransactionRow(
                        number: 1, transaction: Fixtures.coffee, accountName: "Daily", currency: "USD",
                        formatting: formatting)
                ],
                emptyMessage: nil
            ))

        #expect(sut.title == "Daily")
        #expect(
            console.output
                == lines(
                    "Daily",
                    "",
                    "Number:  ****7890",
                    "Balance: $5,432.50",
                    "30 days  ▁▅█▃  $1.00 to $2.00",
                    "",
                    "Latest transactions",
                    "Date            Memo                Category  Amount",
                    "--------------  ------------------  --------  ------",
                    "Today, 9:00 AM  Blue Bottle Coffee  dining    -$4.50"
                ))
    }

    @Test func displayAccount_inAccessibleMode_saysTheBalanceHistoryInWords() {
        // Given output for a screen reader
        console.isAccessible = true

        // When
        sut.displayAccount(
            .init(
                title: "Daily", fields: [.init(label: "Balance", value: "$5,432.50")], balanceMinor: 543_250,
                availableMinor: nil, currency: "USD",
                balanceHistory: [0, 0.5, 1].map { .init(day: Self.day, balanceMinor: nil, level: $0) },
                balanceHistoryLabel: "30 days", balanceHistoryCaption: "$1.00 to $2.00", latest: [],
                emptyMessage: "No transactions yet."))

        // Then the sparkline is its label and caption, with no block character
        #expect(console.output.contains("Balance: $5,432.50\n30 days: $1.00 to $2.00\n"))
        #expect(!console.output.contains { ("\u{2580}"..."\u{259F}").contains($0) })
    }

    @Test func displayTransferOutcome_rendersANotice() {
        sut.displayTransferOutcome(
            .init(
                message: "Transferred $50.00 from Everyday to Rainy day.", isSuccess: true,
                amount: MinorAmount(minor: 5_000, currency: "USD")))

        #expect(console.output == "Transferred $50.00 from Everyday to Rainy day.\n")
    }

    @Test func anImportWithADateFormatNoDateCanBeReadWith_isRefusedBeforeAnythingRuns() throws {
        let table = sut.commands

        #expect(throws: CommandLineError.self) { try table.command(for: "import s.csv --format garbage") }
        var dated = StatementImportLine(path: "s.csv")
        dated.dateFormat = "dd/MM/yyyy"
        #expect(
            try table.command(for: "import s.csv --format dd/MM/yyyy")
                == .importStatement(dated))
        #expect(table.descriptors.first { $0.name == "import" }?.effects == .changesData)
    }
}
