import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transactions view controller")
struct TransactionsViewControllerTests {
    private let console = CapturingConsole(width: 70)
    private let interactor = TransactionsBusinessLogicSpy()
    private let router = TransactionsRoutingLogicSpy()
    private let sut: TransactionsViewController

    init() {
        sut = TransactionsViewController(console: console, interactor: interactor, router: router)
    }

    private var page: Transactions.FetchPage.ViewModel {
        .init(
            heading: "Transactions · Everyday",
            subtitle: "Page 1 of 1 · 2 transactions",
            rows: [
                TransactionRow(
                    number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD",
                    formatting: formatting),
                TransactionRow(
                    number: 2, transaction: Fixtures.salary, accountName: "Everyday", currency: "USD",
                    formatting: formatting),
            ],
            emptyTitle: nil,
            emptyMessage: nil,
            position: .init(search: "coffee", page: 2)
        )
    }

    @Test func lifecycleAndCommands_becomeRequests() async {
        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        for command: TransactionsCommand in [
            .next, .previous, .page(3), .open(ListItem(position: 1, name: "x")), .search("coffee"),
            .filter(.type(.debit)), .clear,
        ] {
            await sut.handle(command)
        }

        #expect(
            interactor.calls == [
                .fetchPage(.init(target: .first)), .fetchPage(.init(target: .current)),
                .fetchPage(.init(target: .next)), .fetchPage(.init(target: .previous)),
                .fetchPage(.init(target: .number(3))), .selectTransaction(.init(position: 1)),
                .narrow(.init(change: .search("coffee"))), .narrow(.init(change: .filter(.type(.debit)))),
                .narrow(.init(change: .clear)),
            ])
    }

    @Test func commandTable_parsesPagingSearchAndFilters() throws {
        sut.displayPage(page)
        let table = sut.commands
        let command = { (line: String) throws -> TransactionsCommand in
            try table.command(for: line, choices: self.sut.choices(for:))
        }

        #expect(table.declarationProblems().isEmpty)
        #expect(
            try [command("n"), command("prev"), command("previous"), command("page 7")] == [
                .next, .previous, .previous, .page(7),
            ])
        #expect(try command("open sal") == .open(ListItem(position: 2, name: "Salary")))
        #expect(try command("search blue bottle") == .search("blue bottle"))
        #expect(try command("filter type cr") == .filter(.type(.credit)))
        #expect(try command("filter cat dining") == .filter(.category(.dining)))
        #expect(try command("filter from 2026-01-02") == .filter(.from(CalendarDay(year: 2026, month: 1, day: 2))))
        #expect(try command("filter to 2026-01-15") == .filter(.to(CalendarDay(year: 2026, month: 1, day: 15))))
        #expect(try command("reset") == .clear)
    }

    @Test(arguments: [
        ("filter type both", "VALUE for 'type' must be one of credit, debit, not 'both'"),
        (
            "filter category 12",
            "'12' cannot be a category's name: a name is 1 to 40 characters, does not begin as an amount does and has no commas"
        ),
        ("filter from yesterday", "VALUE for 'from' must be a date such as 2026-01-15, not 'yesterday'"),
        ("page 0", "N must be 1 or more, not '0'"),
    ])
    func commandTable_badValues_areExplained(line: String, message: String) {
        #expect {
            try sut.commands.command(for: line)
        } throws: { error in
            (error as? CommandLineError)?.message == message
        }
    }

    @Test func displayPage_rendersHeadingSubtitleAndNumberedRows() {
        sut.displayPage(page)

        #expect(
            console.output
                == lines(
                    "Transactions · Everyday",
                    "Page 1 of 1 · 2 transactions",
                    "",
                    "#  Date            Memo                Category      Amount",
                    "-  --------------  ------------------  --------  ----------",
                    "1  Today, 9:00 AM  Blue Bottle Coffee  dining        -$4.50",
                    "2  Yesterday       Salary              salary    +$2,100.00"
                ))
    }

    @Test func aPageOfTheWholeList_hasABalanceColumn() {
        let rows = TransactionRow.withBalances(
            Array(page.rows), startingAt: 543_250, currency: "USD", isVisible: true, formatting: formatting)
        sut.displayPage(
            .init(
                heading: page.heading, subtitle: page.subtitle, rows: LaidOutRows(rows), hasBalances: true,
                emptyTitle: nil,
                emptyMessage: nil, position: .init()))

        #expect(
            console.output
                == lines(
                    "Transactions · Everyday",
                    "Page 1 of 1 · 2 transactions",
                    "",
                    "#  Date            Memo                Category      Amount    Balance",
                    "-  --------------  ------------------  --------  ----------  ---------",
                    "1  Today, 9:00 AM  Blue Bottle Coffee  dining        -$4.50  $5,432.50",
                    "2  Yesterday       Salary              salary    +$2,100.00  $5,437.00"
                ))
    }

    @Test func displayPage_empty_rendersTheEmptyStateAndSelectedRoutes() {
        sut.displayPage(
            .init(
                heading: "T", subtitle: "S", rows: [], emptyTitle: "No transactions match.",
                emptyMessage: "Type 'clear'.", position: .init()))
        sut.displaySelectedTransaction(.init(memo: "Salary"))

        #expect(console.output == lines("T", "S", "", "No transactions match.", "Type 'clear'."))
        #expect(router.calls == [.routeToTransactionDetail])
        #expect(sut.choices(for: TransactionsViewController.memos).isEmpty)
    }

    @Test func aPageShown_offersItsRowsIDsAsKeys_andItsSearchAndPageAsLinkSteps() throws {
        sut.displayPage(page)

        #expect(
            sut.choiceKeys(for: TransactionsViewController.memos)
                == [String(Fixtures.coffee.id), String(Fixtures.salary.id)])
        #expect(sut.linkSteps == ["search coffee", "page 2"])
        #expect(
            try sut.commands.command(
                for: "open #\(Fixtures.salary.id)", choices: sut.choices(for:), keys: sut.choiceKeys(for:))
                == .open(ListItem(position: 2, name: Fixtures.salary.memo, key: String(Fixtures.salary.id))))
    }

    @Test func aLink_repeatsTheSearchAndFiltersAsTyped_quotingWhatMustBe_andThePage() {
        sut.displayPage(
            .init(
                heading: "T", subtitle: "S", rows: [], emptyTitle: nil, emptyMessage: nil,
                position: .init(search: "fresh market; x", type: "debit", from: "2026-01-02", page: 3)))

        #expect(
            sut.linkSteps == [
                "search \"fresh market; x\"", "filter type debit", "filter from 2026-01-02", "page 3",
            ])
    }
}
