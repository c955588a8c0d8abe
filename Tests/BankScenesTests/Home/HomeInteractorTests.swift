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

    @Test func fetchHome_totalsOnlyOpenAccounts_soAClosedAccountsCurrencyIsNotListed() async {
        // Given a closed account in euros beside the open ones
        let closedEuros = Account(
            id: 9, name: "Old euros", type: .savings, number: "9", iban: "DE9", currency: "EUR", balanceMinor: 0,
            isClosed: true)
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts + [closedEuros])
        worker.fetchRecentTransactionsResult = .success([])

        // When
        await sut.fetchHome()

        // Then the totals are those of the open accounts alone
        guard case .presentHome(let response) = presenter.calls.first else {
            Issue.record("no home was presented")
            return
        }
        #expect(response.totals == (try? CurrencyTotal.balances(of: Fixtures.accounts)))
        #expect(response.totals?.map(\.currency) == ["USD"])
        #expect(response.accounts.last == closedEuros)
    }

    @Test func fetchHome_presentsAccountsTheFiveNewestAndTheBalanceSetting() async {
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success(Fixtures.transactions)

        await sut.fetchHome()

        #expect(
            worker.calls == [.fetchRevision, .fetchSettings, .fetchAccountsWithHistory, .fetchRecentTransactions(5)])
        #expect(
            presenter.calls == [
                .presentHome(
                    .init(
                        accounts: Fixtures.accounts, totals: try? CurrencyTotal.balances(of: Fixtures.accounts),
                        recent: Fixtures.transactions, showsBalances: true))
            ])
    }

    @Test func showRecent_asksForN() async {
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success([Fixtures.coffee])

        await sut.showRecent(.init(count: 12))

        #expect(worker.calls == [.fetchAccountsWithHistory, .fetchRecentTransactions(12)])
        #expect(presenter.calls == [.presentRecent(.init(accounts: Fixtures.accounts, recent: [Fixtures.coffee]))])
    }

    @Test func showRecent_withoutN_asksForAsManyAsTheOverviewShows() async {
        // Given
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success([Fixtures.coffee])

        // When
        await sut.showRecent(.init(count: nil))

        // Then
        #expect(worker.calls == [.fetchAccountsWithHistory, .fetchRecentTransactions(5)])
    }

    @Test func failures_andTransferOutcomes_arePresented() async {
        worker.fetchAccountsWithHistoryResult = .failure(storeFailure)

        await sut.fetchHome()
        sut.transferDidFinish(.completed(Fixtures.receipt))

        #expect(
            presenter.calls == [
                .presentError(ErrorViewModel(storeFailure)),
                .presentTransferOutcome(.init(result: .completed(Fixtures.receipt))),
            ])
    }
}
