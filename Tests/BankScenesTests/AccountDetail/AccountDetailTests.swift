import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("AccountDetail interactor")
struct AccountDetailInteractorTests {
    private let presenter = AccountDetailPresenterSpy()
    private let worker = AccountDetailWorkerMock()
    private let sut: AccountDetailInteractor

    init() {
        sut = AccountDetailInteractor(account: Fixtures.everyday, presenter: presenter, worker: worker)
    }

    @Test func showAccount_reloadsTheAccountAndItsTenLatest() async {
        let updated = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89", currency: "USD", balance: 1
        )
        worker.account = .success(updated)
        worker.latest = .success([Fixtures.coffee])
        worker.settings = .success(.defaults)

        await sut.showAccount(AccountDetail.ShowAccount.Request())

        #expect(sut.account == updated)
        #expect(worker.latestLimits == [10])
        #expect(presenter.calls == [.account(.init(account: updated, latest: [Fixtures.coffee], showsBalances: true))])
    }

    @Test func showAccount_whenGone_presentsError() async {
        worker.account = .failure(BankError.accountNotFound(1))

        await sut.showAccount(AccountDetail.ShowAccount.Request())

        #expect(presenter.calls == [.error(ErrorViewModel(BankError.accountNotFound(1)))])
    }

    @Test func transferFinished_isPresented() {
        sut.transferDidFinish(.completed(Fixtures.receipt))
        sut.transferDidFinish(.cancelled)

        #expect(presenter.calls == [.outcome(.completed(Fixtures.receipt)), .outcome(.cancelled)])
    }
}

@MainActor
@Suite("AccountDetail presenter")
struct AccountDetailPresenterTests {
    private let display = AccountDetailDisplaySpy()
    private let sut = AccountDetailPresenter(formatting: formatting)

    init() {
        sut.display = display
    }

    @Test func presentAccount_masksTheNumberShowsTheFullIBANAndSignsAmounts() {
        sut.presentAccount(
            .init(account: Fixtures.everyday, latest: [Fixtures.coffee, Fixtures.salary], showsBalances: true))

        #expect(
            display.calls == [
                .account(
                    .init(
                        title: "Everyday",
                        fields: [
                            .init(label: "Type", value: "checking"),
                            .init(label: "Number", value: "****7890"),
                            .init(label: "IBAN", value: "DE89370400440532013000"),
                            .init(label: "Balance", value: "$5,432.50"),
                        ],
                        latest: [
                            TransactionRow(
                                number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD",
                                formatting: formatting),
                            TransactionRow(
                                number: 2, transaction: Fixtures.salary, accountName: "Everyday", currency: "USD",
                                formatting: formatting),
                        ],
                        emptyMessage: nil
                    ))
            ])
    }

    @Test func presentAccount_creditAccount_addsWhatIsAvailable_andHidesBalancesWhenAsked() {
        sut.presentAccount(.init(account: Fixtures.visa, latest: [], showsBalances: false))

        guard case .account(let viewModel) = display.calls.first else {
            Issue.record("expected an account")
            return
        }
        #expect(
            viewModel.fields.suffix(2) == [
                .init(label: "Balance", value: "••••"), .init(label: "Available", value: "••••"),
            ])
        #expect(viewModel.emptyMessage == "No transactions yet.")
    }

    @Test func transactionRows_areRelativeAndSigned() {
        let coffee = TransactionRow(
            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD", formatting: formatting)
        let salary = TransactionRow(
            number: 2, transaction: Fixtures.salary, accountName: "Everyday", currency: "USD", formatting: formatting)

        #expect([coffee.date, coffee.amount, String(coffee.isCredit)] == ["Today, 9:00 AM", "-$4.50", "false"])
        #expect([salary.date, salary.amount, String(salary.isCredit)] == ["Yesterday", "+$2,100.00", "true"])
    }

    @Test func presentTransferOutcome_tellsWhatMoved() {
        sut.presentTransferOutcome(.init(result: .completed(Fixtures.receipt)))
        sut.presentTransferOutcome(.init(result: .cancelled))

        #expect(
            display.calls == [
                .outcome(.init(message: "Transferred $50.00 from Everyday to Rainy day.", isSuccess: true)),
                .outcome(.init(message: "Transfer cancelled; no money was moved.", isSuccess: false)),
            ])
    }
}

@MainActor
@Suite("AccountDetail router")
struct AccountDetailRouterTests {
    private let navigator = NavigatorSpy()
    private let factory = BankSceneFactorySpy()
    private let delegate = TransferDelegateSpy()
    private let store = AccountDetailDataStoreStub(account: Fixtures.everyday)

    @Test func routes_passTheAccountAndTheTransferDelegate() {
        let sut = AccountDetailRouter(factory: factory, navigator: navigator)
        sut.dataStore = store
        sut.transferDelegate = delegate

        sut.routeToTransactions()
        sut.routeToTransfer()

        #expect(
            factory.calls == [
                .transactions(Fixtures.everyday), .transfer(source: Fixtures.everyday, hasDelegate: true),
            ])
        #expect(factory.lastTransferDelegate === delegate)
        #expect(navigator.calls == [.push("Transactions"), .push("Transfer")])
    }
}

@MainActor
@Suite("AccountDetail view controller")
struct AccountDetailViewControllerTests {
    private let console = CapturingConsole(width: 60)
    private let interactor = AccountDetailInteractorSpy()
    private let router = AccountDetailRouterSpy()
    private let sut: AccountDetailViewController

    init() {
        sut = AccountDetailViewController(title: "Everyday", console: console, interactor: interactor, router: router)
    }

    @Test func commands_becomeRoutesOrRequests() async throws {
        await sut.sceneDidLoad()
        await sut.sceneWillAppear()
        await sut.handle(.transactions)
        await sut.handle(.transfer)
        await sut.handle(.refresh)

        #expect(interactor.shown == 3)
        #expect(router.routes == ["transactions", "transfer"])
        #expect(sut.commands.declarationProblems().isEmpty)
        #expect(try sut.commands.command(for: "tx") == .transactions)
        #expect(try sut.commands.command(for: "transf") == .transfer)
    }

    @Test func displayAccount_rendersFieldsAndLatestAndRetitles() {
        sut.displayAccount(
            .init(
                title: "Daily",
                fields: [.init(label: "Number", value: "****7890"), .init(label: "Balance", value: "$5,432.50")],
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
                    "",
                    "Latest transactions",
                    "Date            Memo                Category  Amount",
                    "--------------  ------------------  --------  ------",
                    "Today, 9:00 AM  Blue Bottle Coffee  dining    -$4.50"
                ))
    }

    @Test func displayTransferOutcome_rendersANotice() {
        sut.displayTransferOutcome(.init(message: "Transferred $50.00 from Everyday to Rainy day.", isSuccess: true))

        #expect(console.output == "Transferred $50.00 from Everyday to Rainy day.\n")
    }
}

@Suite("AccountDetail worker")
struct AccountDetailWorkerTests {
    @Test func readsTheAccountItsLatestAndSettings() async throws {
        let bank = try InMemoryBank()
        let sut = AccountDetailWorker(
            accounts: bank.stores.accounts,
            transactions: bank.stores.transactions,
            settings: bank.stores.settings
        )

        let account = try await sut.fetchAccount(id: 2)
        let latest = try await sut.fetchLatestTransactions(of: account, limit: 10)

        #expect(account.name == "Rainy day")
        #expect(latest.count == 10 && latest.allSatisfy { $0.accountID == 2 })
        #expect(try await sut.fetchSettings() == .defaults)
    }
}
