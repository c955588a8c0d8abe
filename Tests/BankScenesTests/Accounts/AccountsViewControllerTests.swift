import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Accounts view controller")
struct AccountsViewControllerTests {
    private let console = CapturingConsole(width: 60)
    private let interactor = AccountsBusinessLogicSpy()
    private let router = AccountsRoutingLogicSpy()
    private let sut: AccountsViewController

    init() {
        sut = AccountsViewController(console: console, interactor: interactor, router: router)
    }

    private let viewModel = Accounts.FetchAccounts.ViewModel(
        rows: [
            .init(
                number: "1", name: "Everyday", type: "checking", maskedNumber: "****7890", balance: "$5,432.50",
                balanceMinor: 543_250, currency: "USD"),
            .init(
                number: "2", name: "Rainy day", type: "savings", maskedNumber: "****3210", balance: "$12,000.00",
                balanceMinor: 1_200_000, currency: "USD"),
        ],
        emptyMessage: nil
    )

    @Test func lifecycleAndCommands_becomeRequests() async {
        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        await sut.handle(.open(ListItem(position: 2, name: "Rainy day")))
        await sut.handle(.refresh)
        await sut.handle(.toggleBalances)

        #expect(
            interactor.calls == [
                .fetchAccounts, .fetchAccounts, .selectAccount(.init(pick: ListPick(position: 2, byNumber: false))),
                .fetchAccounts, .toggleBalances,
            ])
    }

    @Test func commandTable_parsesEveryCommandAgainstTheShownNames() throws {
        sut.displayAccounts(viewModel)
        let table = sut.commands

        #expect(table.declarationProblems().isEmpty)
        #expect(
            try table.command(for: "open rain", choices: sut.choices(for:))
                == .open(ListItem(position: 2, name: "Rainy day")))
        #expect(
            try table.command(for: "open 1", choices: sut.choices(for:))
                == .open(ListItem(position: 1, name: "Everyday", isNumber: true)))
        #expect(try table.command(for: "ref") == .refresh)
        #expect(try table.command(for: "toggle-balances") == .toggleBalances)
        #expect(throws: CommandLineError.self) { try table.command(for: "open 3", choices: self.sut.choices(for:)) }
    }

    @Test func accountCommands_parseNamesTypesAndOptions() throws {
        sut.displayAccounts(viewModel)
        let table = sut.commands

        #expect(
            try table.command(for: "new-account \"Rainy day fund\" savings --currency eur --opening 25.50")
                == .change(
                    .newAccount(
                        AccountOpening(
                            name: "Rainy day fund", type: .savings, currency: "eur",
                            opening: WrittenAmount(significand: 2_550, decimals: 2), limit: nil))))
        #expect(
            try table.command(for: "new-account Card credit --opening -$250 --limit 1,000")
                == .change(
                    .newAccount(
                        AccountOpening(
                            name: "Card", type: .credit, currency: nil,
                            opening: WrittenAmount(significand: -25_000, decimals: 2, currency: "USD"),
                            limit: WrittenAmount(significand: 100_000, decimals: 2)))))
        #expect(
            try table.command(for: "rename rain Rainy day fund", choices: sut.choices(for:))
                == .change(.rename(ListItem(position: 2, name: "Rainy day"), name: "Rainy day fund")))
        #expect(
            try table.command(for: "close 1", choices: sut.choices(for:))
                == .change(.close(ListItem(position: 1, name: "Everyday", isNumber: true))))
        #expect(
            try table.command(for: "new-account Pay checking --iban 'DE89 3704 0044 0532 0130 00'")
                == .change(
                    .newAccount(
                        AccountOpening(
                            name: "Pay", type: .checking, currency: nil, opening: nil, limit: nil,
                            iban: "DE89 3704 0044 0532 0130 00"))))
        #expect(throws: CommandLineError.self) { try table.command(for: "new-account Jar shares") }
        #expect(throws: CommandLineError.self) { try table.command(for: "new-account Jar savings --opening 12,50") }
    }

    @Test func accountCommands_becomeChangeRequests() async {
        let opening = AccountOpening(name: "Jar", type: .savings, currency: nil, opening: nil, limit: nil)

        await sut.handle(.change(.newAccount(opening)))
        await sut.handle(.change(.rename(ListItem(position: 2, name: "Rainy day"), name: "Fund")))
        await sut.handle(.change(.close(ListItem(position: 1, name: "Everyday"))))

        #expect(
            interactor.calls == [
                .changeAccount(.open(opening)),
                .changeAccount(.rename(ListPick(position: 2, byNumber: false), name: "Fund")),
                .changeAccount(.close(ListPick(position: 1, byNumber: false))),
            ])
    }

    @Test func displayChangedAccount_rendersASuccessNotice() {
        sut.displayChangedAccount(.init(message: "Opened Jar, a savings account, at $0.00.", name: "Jar"))

        #expect(console.output == "Opened Jar, a savings account, at $0.00.\n")
    }

    @Test func displayAccounts_rendersTheTable() {
        sut.displayAccounts(viewModel)

        #expect(
            console.output
                == lines(
                    "Accounts",
                    "",
                    "#  Name       Type      Number       Balance",
                    "-  ---------  --------  --------  ----------",
                    "1  Everyday   checking  ****7890   $5,432.50",
                    "2  Rainy day  savings   ****3210  $12,000.00"
                ))
    }

    @Test func displayAccounts_empty_rendersTheEmptyState() {
        sut.displayAccounts(.init(rows: [], emptyMessage: "There are no accounts."))

        #expect(console.output == lines("Accounts", "", "There are no accounts."))
    }

    @Test func displaySelected_routesAndToggledRendersANotice() {
        sut.displaySelectedAccount(.init(name: "Everyday"))
        sut.displayToggledBalances(.init(message: "Balances are shown."))

        #expect(router.calls == [.routeToAccountDetail])
        #expect(console.output == "Balances are shown.\n")
    }

    @Test func displayError_writesToTheErrorStream() {
        sut.displayError(ErrorViewModel(message: "the list is empty", hint: "Type 'refresh'."))

        #expect(console.errorOutput == lines("error: the list is empty", "  Type 'refresh'."))
    }
}
