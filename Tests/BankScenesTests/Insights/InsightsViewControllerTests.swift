import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Insights view controller")
struct InsightsViewControllerTests {
    // MARK: - Properties

    private let console = CapturingConsole(width: 60)
    private let interactor = InsightsBusinessLogicSpy()
    private let router = InsightsRoutingLogicSpy()
    private let sut: InsightsViewController

    private static let viewModel = Insights.ShowInsights.ViewModel(
        title: "Insights · January 2026", scope: "All accounts", month: "2026-01", from: "2026-01-01",
        until: "2026-01-31", currency: "USD",
        categories: [
            .init(
                category: "groceries", label: "Groceries", amount: "$75.00", amountMinor: 7_500, share: 0.75,
                shareText: "75%"),
            .init(category: "fees", label: "Fees", amount: "$0.25", amountMinor: 25, share: 0.004, shareText: "<1%"),
        ],
        totalSpent: "Spent in January 2026: $75.25", totalSpentMinor: 7_525, spendingHeading: "Spending by category",
        emptyMessage: nil, historyHeading: "Income and spending since Dec 2025",
        history: [
            .init(
                month: "2025-12", label: "Dec 2025", income: "$0.00", incomeMinor: 0, incomeBar: 0,
                spending: "$10.00", spendingMinor: 1_000, spendingBar: 0.5),
            .init(
                month: "2026-01", label: "Jan 2026", income: "$20.00", incomeMinor: 2_000, incomeBar: 1,
                spending: "$5.00", spendingMinor: 500, spendingBar: 0.25),
        ],
        note: nil, accountNames: ["Everyday", "Rainy day", "all"])

    init() {
        sut = InsightsViewController(console: console, interactor: interactor, router: router)
    }

    // MARK: - Tests

    @Test func commands_becomeRequests() async throws {
        sut.displayInsights(Self.viewModel)
        let lines = ["month 2025-12", "prev", "next", "in rainy", "in all", "refresh"]

        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        for line in lines {
            await sut.handle(try sut.commands.command(for: line, choices: sut.choices(for:)))
        }

        #expect(
            interactor.calls.map { call -> Insights.ShowInsights.Change? in
                guard case .showInsights(let request) = call else { return nil }
                return request.change
            } == [
                .reload, .reload, .month(CalendarMonth(year: 2025, month: 12)), .previousMonth, .nextMonth,
                .account("Rainy day"), .allAccounts, .reload,
            ])
        #expect(sut.commands.declarationProblems().isEmpty)
    }

    @Test func aMonthThatIsNotYYYYMM_orAnUnknownAccount_isRefusedBeforeItRuns() {
        sut.displayInsights(Self.viewModel)

        for line in ["month 2025-13", "month 12-2025", "month 2025-1", "month ２０２５-01", "in Nope"] {
            #expect(throws: CommandLineError.self, "\(line)") {
                try sut.commands.command(for: line, choices: sut.choices(for:))
            }
        }
        #expect(sut.choices(for: InsightsViewController.accountNames) == ["Everyday", "Rainy day", "all"])
    }

    @Test func displayInsights_drawsSpendingAndHistoryAsBars() {
        // Given 36 cells for spending (a 0.4% share is 1.5 eighths of one) and 38 for the history
        sut.displayInsights(Self.viewModel)

        #expect(
            console.output
                == lines(
                    "Insights · January 2026",
                    "All accounts",
                    "",
                    "Spending by category",
                    "Groceries  ████████████████████████████████████  $75.00  75%",
                    "Fees       ▎                                      $0.25  <1%",
                    "Spent in January 2026: $75.25",
                    "",
                    "Income and spending since Dec 2025",
                    "Dec 2025 in                                            $0.00",
                    "Dec 2025 out  ███████████████████                     $10.00",
                    "Jan 2026 in   ██████████████████████████████████████  $20.00",
                    "Jan 2026 out  █████████▌                               $5.00"
                ))
    }

    @Test func displayInsights_inAccessibleMode_saysEachBarInWords_numbered() {
        // Given output for a screen reader
        console.isAccessible = true

        // When
        sut.displayInsights(Self.viewModel)

        // Then no block character is drawn, and each bar is a line of words
        #expect(
            console.output
                == lines(
                    "Insights · January 2026",
                    "All accounts",
                    "",
                    "Spending by category",
                    "1. Groceries: $75.00, 75% of spending",
                    "2. Fees: $0.25, <1% of spending",
                    "Spent in January 2026: $75.25",
                    "",
                    "Income and spending since Dec 2025",
                    "1. Dec 2025 in: $0.00",
                    "2. Dec 2025 out: $10.00",
                    "3. Jan 2026 in: $20.00",
                    "4. Jan 2026 out: $5.00"
                ))
    }

    @Test func displayInsights_withoutSpending_saysSo() {
        let empty = Insights.ShowInsights.ViewModel(
            title: "Insights · March 2026", scope: "Visa", month: "2026-03", from: "2026-03-01", until: "2026-03-31",
            currency: "USD", categories: [], totalSpent: "Spent in March 2026: $0.00", totalSpentMinor: 0,
            spendingHeading: "Spending by category", emptyMessage: "Nothing was spent in March 2026.",
            historyHeading: "Income and spending since Oct 2025", history: [], note: "Accounts in other currencies…",
            accountNames: [])

        sut.displayInsights(empty)

        #expect(console.output.contains("Spending by category\nNothing was spent in March 2026.\n"))
        #expect(console.output.hasSuffix("Accounts in other currencies…\n"))
        #expect(!console.output.contains("Spent in"))
    }
}
