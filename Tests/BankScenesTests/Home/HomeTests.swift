import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

final class HomeWorkerMock: HomeWorkingLogic, @unchecked Sendable {
    var accounts: Result<[Account], any Error>?
    var recent: Result<[Transaction], any Error>?
    var settings: Result<UserSettings, any Error> = .success(.defaults)
    private(set) var recentLimits: [Int] = []

    func fetchAccounts() async throws -> [Account] { try answer(accounts, "fetchAccounts") }

    func fetchRecentTransactions(limit: Int) async throws -> [Transaction] {
        recentLimits.append(limit)
        return try answer(recent, "fetchRecentTransactions")
    }

    func fetchSettings() async throws -> UserSettings { try settings.get() }
}

@MainActor
final class HomePresenterSpy: HomePresentationLogic {
    enum Call: Equatable {
        case home(Home.FetchHome.Response)
        case recent(Home.ShowRecent.Response)
        case outcome(TransferResult)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentHome(_ response: Home.FetchHome.Response) { calls.append(.home(response)) }
    func presentRecent(_ response: Home.ShowRecent.Response) { calls.append(.recent(response)) }
    func presentTransferOutcome(_ response: Home.TransferOutcome.Response) { calls.append(.outcome(response.result)) }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

@MainActor
final class HomeDisplaySpy: HomeDisplayLogic {
    private(set) var homes: [Home.FetchHome.ViewModel] = []
    private(set) var recents: [Home.ShowRecent.ViewModel] = []
    private(set) var outcomes: [Home.TransferOutcome.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayHome(_ viewModel: Home.FetchHome.ViewModel) { homes.append(viewModel) }
    func displayRecent(_ viewModel: Home.ShowRecent.ViewModel) { recents.append(viewModel) }
    func displayTransferOutcome(_ viewModel: Home.TransferOutcome.ViewModel) { outcomes.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class HomeInteractorSpy: HomeBusinessLogic {
    private(set) var calls: [String] = []

    func fetchHome(_ request: Home.FetchHome.Request) async { calls.append("home") }
    func showRecent(_ request: Home.ShowRecent.Request) async { calls.append("recent \(request.count)") }
}

@MainActor
final class HomeRouterSpy: HomeRoutingLogic {
    private(set) var routes: [String] = []

    func routeToAccounts() { routes.append("accounts") }
    func routeToCards() { routes.append("cards") }
    func routeToTransfer() { routes.append("transfer") }
    func routeToSettings() { routes.append("settings") }
}

@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
    private let presenter = HomePresenterSpy()
    private let worker = HomeWorkerMock()
    private let sut: HomeInteractor

    init() {
        sut = HomeInteractor(presenter: presenter, worker: worker)
    }

    @Test func fetchHome_presentsAccountsTheFiveNewestAndTheBalanceSetting() async {
        worker.accounts = .success(Fixtures.accounts)
        worker.recent = .success(Fixtures.transactions)

        await sut.fetchHome(.init())

        #expect(worker.recentLimits == [5])
        #expect(
            presenter.calls == [
                .home(.init(accounts: Fixtures.accounts, recent: Fixtures.transactions, showsBalances: true))
            ])
    }

    @Test func showRecent_asksForN() async {
        worker.accounts = .success(Fixtures.accounts)
        worker.recent = .success([Fixtures.coffee])

        await sut.showRecent(.init(count: 12))

        #expect(worker.recentLimits == [12])
        #expect(presenter.calls == [.recent(.init(accounts: Fixtures.accounts, recent: [Fixtures.coffee]))])
    }

    @Test func failures_andTransferOutcomes_arePresented() async {
        worker.accounts = .failure(storeFailure)

        await sut.fetchHome(.init())
        sut.transferDidFinish(.completed(Fixtures.receipt))

        #expect(presenter.calls == [.error(ErrorViewModel(storeFailure)), .outcome(.completed(Fixtures.receipt))])
    }
}

@MainActor
@Suite("Home presenter, router and view controller")
struct HomeLayerTests {
    @Test func presenter_totalsBalancesAndNamesEachTransactionsAccount() {
        let display = HomeDisplaySpy()
        let sut = HomePresenter(formatting: formatting)
        sut.display = display

        sut.presentHome(
            .init(accounts: Fixtures.accounts, recent: [Fixtures.coffee, Fixtures.rent], showsBalances: true))
        sut.presentHome(.init(accounts: Fixtures.accounts, recent: [], showsBalances: false))

        #expect(display.homes.first?.total == "$16,192.20")
        #expect(display.homes.first?.accounts.first == .init(name: "Everyday", type: "checking", balance: "$5,432.50"))
        #expect(display.homes.first?.recent.rows.map(\.account) == ["Everyday", "Rainy day"])
        #expect(display.homes.first?.recent.heading == "Latest 2 transactions")
        #expect(display.homes.last?.total == "••••")
        #expect(display.homes.last?.accounts.map(\.balance) == ["••••", "••••", "••••"])
        #expect(display.homes.last?.recent.emptyMessage == "No transactions yet.")
    }

    @Test func router_opensEachAreaAndHandsTransfersTheDelegate() {
        let navigator = NavigatorSpy()
        let factory = BankSceneFactorySpy()
        let delegate = TransferDelegateSpy()
        let sut = HomeRouter(factory: factory, navigator: navigator)
        sut.transferDelegate = delegate

        sut.routeToAccounts()
        sut.routeToCards()
        sut.routeToTransfer()
        sut.routeToSettings()

        #expect(factory.calls == [.accounts, .cards, .transfer(source: nil, hasDelegate: true), .settings])
        #expect(factory.lastTransferDelegate === delegate)
        #expect(navigator.calls.count == 4)
    }

    @Test func viewController_commandsRoutesAndRendering() async throws {
        let console = CapturingConsole(width: 60)
        let interactor = HomeInteractorSpy()
        let router = HomeRouterSpy()
        let sut = HomeViewController(console: console, interactor: interactor, router: router)
        let table = sut.commands

        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        for line in ["accounts", "cards", "transfer", "settings", "recent", "recent 12", "refresh"] {
            await sut.handle(try table.command(for: line))
        }
        sut.displayHome(
            .init(
                total: "$5,432.50",
                accounts: [.init(name: "Everyday", type: "checking", balance: "$5,432.50")],
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
        #expect(interactor.calls == ["home", "home", "recent 5", "recent 12", "home"])
        #expect(router.routes == ["accounts", "cards", "transfer", "settings"])
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

    @Test func worker_readsTheOverview() async throws {
        let bank = try InMemoryBank()
        let sut = HomeWorker(
            accounts: bank.stores.accounts, transactions: bank.stores.transactions, settings: bank.stores.settings)

        #expect(try await sut.fetchAccounts().count == 5)
        #expect(try await sut.fetchRecentTransactions(limit: 5).count == 5)
        #expect(try await sut.fetchSettings() == .defaults)
    }
}
