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
