import BankDomain
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Accounts interactor")
struct AccountsInteractorTests {
    private let presenter = AccountsPresentationLogicSpy()
    private let worker = AccountsWorkingLogicSpy()
    private let sut: AccountsInteractor

    init() {
        sut = AccountsInteractor(presenter: presenter, worker: worker)
    }

    @Test func fetchAccounts_presentsAccountsWithTheBalanceSetting() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(UserSettings.defaults.withShowsBalances(false))

        await sut.fetchAccounts()

        #expect(presenter.calls == [.presentAccounts(.init(accounts: Fixtures.accounts, showsBalances: false))])
    }

    @Test func fetchAccounts_empty_presentsAnEmptyList() async {
        worker.fetchAccountsResult = .success([])
        worker.fetchSettingsResult = .success(.defaults)

        await sut.fetchAccounts()

        #expect(presenter.calls == [.presentAccounts(.init(accounts: [], showsBalances: true))])
    }

    @Test func fetchAccounts_whenStoreFails_presentsError() async {
        worker.fetchAccountsResult = .failure(storeFailure)

        await sut.fetchAccounts()

        #expect(presenter.calls == [.presentError(ErrorViewModel(storeFailure))])
    }

    @Test func selectAccount_listedPosition_storesItAndPresentsIt() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()

        await sut.selectAccount(Accounts.SelectAccount.Request(position: 2))

        #expect(sut.selectedAccount == Fixtures.savings)
        #expect(presenter.calls.last == .presentSelectedAccount(.init(account: Fixtures.savings)))
    }

    @Test func selectAccount_notListed_presentsError() async {
        await sut.selectAccount(Accounts.SelectAccount.Request(position: 1))

        #expect(sut.selectedAccount == nil)
        #expect(presenter.calls == [.presentError(ErrorViewModel(ListSelectionError(position: 1, count: 0)))])
    }

    @Test func toggleBalances_savesTheOppositeAndPresentsTheListAgain() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()

        await sut.toggleBalances()

        #expect(worker.calls.last == .saveSettings(UserSettings.defaults.withShowsBalances(false)))
        #expect(
            presenter.calls.suffix(2) == [
                .presentToggledBalances(.init(showsBalances: false)),
                .presentAccounts(.init(accounts: Fixtures.accounts, showsBalances: false)),
            ])
    }

    @Test func toggleBalances_whenSaveFails_presentsErrorAndKeepsTheSetting() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()
        worker.saveSettingsError = storeFailure

        await sut.toggleBalances()
        worker.saveSettingsError = nil
        await sut.toggleBalances()

        #expect(presenter.calls.contains(.presentError(ErrorViewModel(storeFailure))))
        #expect(presenter.calls.last == .presentAccounts(.init(accounts: Fixtures.accounts, showsBalances: false)))
    }
}
