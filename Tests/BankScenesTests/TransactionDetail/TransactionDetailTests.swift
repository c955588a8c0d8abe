import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

final class TransactionDetailWorkerMock: TransactionDetailWorkingLogic, @unchecked Sendable {
    var transaction: Result<Transaction, any Error>?

    func fetchTransaction(id: Transaction.ID) async throws -> Transaction {
        try answer(transaction, "fetchTransaction")
    }
}

@MainActor
final class TransactionDetailPresenterSpy: TransactionDetailPresentationLogic {
    private(set) var responses: [TransactionDetail.ShowTransaction.Response] = []
    private(set) var errors: [ErrorViewModel] = []

    func presentTransaction(_ response: TransactionDetail.ShowTransaction.Response) { responses.append(response) }
    func presentError(_ error: any Error) { errors.append(ErrorViewModel(error)) }
}

@MainActor
final class TransactionDetailDisplaySpy: TransactionDetailDisplayLogic {
    private(set) var viewModels: [TransactionDetail.ShowTransaction.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayTransaction(_ viewModel: TransactionDetail.ShowTransaction.ViewModel) { viewModels.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
final class TransactionDetailInteractorSpy: TransactionDetailBusinessLogic {
    private(set) var shown = 0

    func showTransaction(_ request: TransactionDetail.ShowTransaction.Request) async { shown += 1 }
}

@MainActor
final class TransactionDetailRouterDummy: TransactionDetailRoutingLogic {}

@MainActor
@Suite("TransactionDetail layers")
struct TransactionDetailTests {
    @Test func interactor_reloadsAndPresentsTheTransactionWithItsAccount() async {
        let presenter = TransactionDetailPresenterSpy()
        let worker = TransactionDetailWorkerMock()
        worker.transaction = .success(Fixtures.salary)
        let sut = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)

        await sut.showTransaction(.init())

        #expect(presenter.responses == [.init(transaction: Fixtures.salary, account: Fixtures.everyday)])
    }

    @Test func interactor_whenGone_presentsError() async {
        let presenter = TransactionDetailPresenterSpy()
        let worker = TransactionDetailWorkerMock()
        worker.transaction = .failure(BankError.transactionNotFound(12))
        let sut = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)

        await sut.showTransaction(.init())

        #expect(presenter.errors == [ErrorViewModel(BankError.transactionNotFound(12))])
    }

    @Test func presenter_labelsEveryFieldWithSignedAmountAndBothDates() {
        let display = TransactionDetailDisplaySpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday))

        #expect(
            display.viewModels == [
                .init(fields: [
                    .init(label: "Amount", value: "+$2,100.00", isCredit: true),
                    .init(label: "Date", value: "Yesterday"),
                    .init(label: "When", value: "January 14, 2026 at 10:00 AM"),
                    .init(label: "Memo", value: "Salary"),
                    .init(label: "Counterparty", value: "Acme Corp Payroll"),
                    .init(label: "Category", value: "salary"),
                    .init(label: "Type", value: "credit"),
                    .init(label: "Account", value: "Everyday (****7890)"),
                ])
            ])
    }

    @Test func viewController_loadsAndRendersFieldsWithTheAmountInGreen() async {
        let console = CapturingConsole(width: 60, colorEnabled: true)
        let interactor = TransactionDetailInteractorSpy()
        let sut = TransactionDetailViewController(
            console: console, interactor: interactor, router: TransactionDetailRouterDummy())

        await sut.sceneDidLoad()
        sut.displayTransaction(
            .init(fields: [.init(label: "Amount", value: "+$1.00", isCredit: true), .init(label: "Memo", value: "Tip")])
        )

        #expect(interactor.shown == 1)
        #expect(sut.commands.specs.isEmpty)
        #expect(
            console.output
                == lines(
                    "\u{1B}[1mTransaction\u{1B}[0m",
                    "",
                    "\u{1B}[1mAmount:\u{1B}[0m \u{1B}[32m+$1.00\u{1B}[0m",
                    "\u{1B}[1mMemo:\u{1B}[0m   Tip"
                ))
    }

    @Test func router_hasNoRoutesOfItsOwnButCanGoBack() throws {
        let navigator = NavigatorSpy()
        let sut = TransactionDetailRouter(navigator: navigator)

        try sut.goBack()

        #expect(navigator.calls == [.pop])
    }

    @Test func worker_readsTheTransaction() async throws {
        let bank = try InMemoryBank()
        let sut = TransactionDetailWorker(transactions: bank.stores.transactions)

        #expect(try await sut.fetchTransaction(id: 1).id == 1)
        await #expect(throws: BankError.transactionNotFound(0)) { _ = try await sut.fetchTransaction(id: 0) }
    }
}
