import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("TransactionDetail interactor")
struct TransactionDetailInteractorTests {
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
}
