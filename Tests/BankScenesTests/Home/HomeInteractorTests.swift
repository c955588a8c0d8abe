import BankDomain
import Foundation
import Testing
import Vipera

@testable import BankScenes

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
