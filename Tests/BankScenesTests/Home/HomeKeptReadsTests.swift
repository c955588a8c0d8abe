import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// Home shown again on an unchanged bank is not read again; a change to the bank or the settings
/// reads it afresh.
@MainActor
@Suite("Home interactor, kept reads")
struct HomeKeptReadsTests {
    private let presenter = HomePresentationLogicSpy()
    private let worker = HomeWorkingLogicSpy()
    private let sut: HomeInteractor

    init() {
        worker.fetchRevisionReturnValue = BankRevision(dataVersion: 3)
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts)
        worker.fetchRecentTransactionsResult = .success(Fixtures.transactions)
        sut = HomeInteractor(presenter: presenter, worker: worker)
    }

    private var accountReads: Int {
        worker.calls.filter { $0 == .fetchAccountsWithHistory }.count
    }

    private var presented: [Home.FetchHome.Response] {
        presenter.calls.compactMap { if case .presentHome(let response) = $0 { response } else { nil } }
    }

    @Test func homeShownAgain_onAnUnchangedBank_readsOnlyTheRevisionAndSettings() async {
        // Given Home shown once
        await sut.fetchHome()
        let callsBefore = worker.calls.count

        // When it is shown again at the same revision
        await sut.fetchHome()

        // Then only the revision and the settings were asked for, and the same overview presented
        #expect(Array(worker.calls.dropFirst(callsBefore)) == [.fetchRevision, .fetchSettings])
        #expect(presented.count == 2)
        #expect(presented.first == presented.last)
        #expect(sut.accounts == Fixtures.accounts)
    }

    @Test func aMovedRevision_readsTheOverviewAgain() async {
        // Given Home shown once
        await sut.fetchHome()

        // When a transfer moved the revision and the balances
        let moved = [Fixtures.savings, Fixtures.visa]
        worker.fetchAccountsWithHistoryResult = .success(moved)
        worker.fetchRevisionReturnValue = BankRevision(dataVersion: 3, localChanges: 2)
        await sut.fetchHome()

        // Then it was read again and shows the new accounts
        #expect(accountReads == 2)
        #expect(presented.last?.accounts == moved)
        #expect(sut.accounts == moved)
    }

    @Test func hiddenBalances_readAgain_thoughTheRevisionDidNot() async {
        // Given Home shown with balances
        await sut.fetchHome()

        // When balances were hidden for the session without the revision moving (a read-only bank)
        worker.fetchSettingsResult = .success(UserSettings.defaults.withShowsBalances(false))
        await sut.fetchHome()

        // Then the overview was read again, its balances hidden
        #expect(accountReads == 2)
        #expect(presented.last?.showsBalances == false)
    }

    @Test func anUntoldRevision_readsEveryTime() async {
        // Given stores that cannot tell the bank's revision
        worker.fetchRevisionReturnValue = nil

        // When Home is shown twice
        await sut.fetchHome()
        await sut.fetchHome()

        // Then it was read twice
        #expect(accountReads == 2)
    }
}
