import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
    private let presenter = HomePresentationLogicSpy()
    private let worker = HomeWorkingLogicSpy()
    private let sut: HomeInteractor

    init() {
        worker.fetchSettingsResult = .success(.defaults)
        sut = HomeInteractor(presenter: presenter, worker: worker)
    }

    @Test func fetchHome_presentsAccountsTheFiveNewestAndTheBalanceSetting() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success(Fixtures.transactions)

        await sut.fetchHome()

        #expect(worker.calls == [.fetchAccounts, .fetchRecentTransactions(5), .fetchSettings])
        #expect(
            presenter.calls == [
                .presentHome(
                    .init(
                        accounts: Fixtures.accounts, totals: try? CurrencyTotal.balances(of: Fixtures.accounts),
                        recent: Fixtures.transactions, showsBalances: true))
            ])
    }

    @Test func showRecent_asksForN() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success([Fixtures.coffee])

        await sut.showRecent(.init(count: 12))

        #expect(worker.calls == [.fetchAccounts, .fetchRecentTransactions(12)])
        #expect(presenter.calls == [.presentRecent(.init(accounts: Fixtures.accounts, recent: [Fixtures.coffee]))])
    }

    @Test func showRecent_withoutN_asksForAsManyAsTheOverviewShows() async {
        // Given
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success([Fixtures.coffee])

        // When
        await sut.showRecent(.init(count: nil))

        // Then
        #expect(worker.calls == [.fetchAccounts, .fetchRecentTransactions(5)])
    }

    @Test func failures_andTransferOutcomes_arePresented() async {
        worker.fetchAccountsResult = .failure(storeFailure)

        await sut.fetchHome()
        sut.transferDidFinish(.completed(Fixtures.receipt))

        #expect(
            presenter.calls == [
                .presentError(ErrorViewModel(storeFailure)),
                .presentTransferOutcome(.init(result: .completed(Fixtures.receipt))),
            ])
    }
}
