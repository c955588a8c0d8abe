import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail interactor")
struct TransactionDetailInteractorTests {
    @Test func interactor_reloadsAndPresentsTheTransactionWithItsAccount() async {
        let presenter = TransactionDetailPresentationLogicSpy()
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchTransactionResult = .success(Fixtures.salary)
        let sut = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)

        await sut.showTransaction()

        #expect(worker.calls == [.fetchTransaction(12)])
        #expect(
            presenter.calls == [.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday))])
    }

    @Test func interactor_whenGone_presentsError() async {
        let presenter = TransactionDetailPresentationLogicSpy()
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchTransactionResult = .failure(BankError.transactionNotFound(12))
        let sut = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)

        await sut.showTransaction()

        #expect(presenter.calls == [.presentError(ErrorViewModel(BankError.transactionNotFound(12)))])
    }
}
