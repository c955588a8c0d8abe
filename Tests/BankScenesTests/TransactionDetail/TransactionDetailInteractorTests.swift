import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail interactor")
struct TransactionDetailInteractorTests {
    @Test func interactor_reloadsAndPresentsTheTransactionWithItsAccountAndAuthor() async {
        // Given a transaction another person wrote
        let presenter = TransactionDetailPresentationLogicSpy()
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchTransactionResult = .success(AuthoredTransaction(Fixtures.salary, by: .person("bob")))
        let sut = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)

        // When it is shown
        await sut.showTransaction()

        // Then it was read again with who wrote it
        #expect(worker.calls == [.fetchTransaction(12)])
        #expect(
            presenter.calls == [
                .presentTransaction(
                    .init(transaction: Fixtures.salary, account: Fixtures.everyday, author: .person("bob")))
            ])
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
