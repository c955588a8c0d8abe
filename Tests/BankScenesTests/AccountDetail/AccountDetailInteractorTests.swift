import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("AccountDetail interactor")
struct AccountDetailInteractorTests {
    private let presenter = AccountDetailPresentationLogicSpy()
    private let worker = AccountDetailWorkingLogicSpy()
    private let sut: AccountDetailInteractor

    init() {
        sut = AccountDetailInteractor(account: Fixtures.everyday, presenter: presenter, worker: worker)
    }

    @Test func showAccount_reloadsTheAccountAndItsTenLatest() async {
        let updated = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89", currency: "USD", balance: 1
        )
        worker.fetchAccountResult = .success(updated)
        worker.fetchLatestTransactionsResult = .success([Fixtures.coffee])
        worker.fetchSettingsResult = .success(.defaults)

        await sut.showAccount(AccountDetail.ShowAccount.Request())

        #expect(sut.account == updated)
        #expect(
            worker.calls == [.fetchAccount(1), .fetchLatestTransactions(account: updated, limit: 10), .fetchSettings])
        #expect(
            presenter.calls == [
                .presentAccount(.init(account: updated, latest: [Fixtures.coffee], showsBalances: true))
            ])
    }

    @Test func showAccount_whenGone_presentsError() async {
        worker.fetchAccountResult = .failure(BankError.accountNotFound(1))

        await sut.showAccount(AccountDetail.ShowAccount.Request())

        #expect(presenter.calls == [.presentError(ErrorViewModel(BankError.accountNotFound(1)))])
    }

    @Test func transferFinished_isPresented() {
        sut.transferDidFinish(.completed(Fixtures.receipt))
        sut.transferDidFinish(.cancelled)

        #expect(
            presenter.calls == [
                .presentTransferOutcome(.init(result: .completed(Fixtures.receipt))),
                .presentTransferOutcome(.init(result: .cancelled)),
            ])
    }
}
