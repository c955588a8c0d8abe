import BankDomain
import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Accounts interactor")
struct AccountsInteractorTests {
    private let presenter = AccountsPresenterSpy()
    private let worker = AccountsWorkerMock()
    private let sut: AccountsInteractor

    init() {
        sut = AccountsInteractor(presenter: presenter, worker: worker)
    }

    @Test func fetchAccounts_presentsAccountsWithTheBalanceSetting() async {
        worker.accounts = .success(Fixtures.accounts)
        worker.settings = .success(UserSettings.defaults.withShowsBalances(false))

        await sut.fetchAccounts(Accounts.FetchAccounts.Request())

        #expect(presenter.calls == [.accounts(.init(accounts: Fixtures.accounts, showsBalances: false))])
    }

    @Test func fetchAccounts_empty_presentsAnEmptyList() async {
        worker.accounts = .success([])
        worker.settings = .success(.defaults)

        await sut.fetchAccounts(Accounts.FetchAccounts.Request())

        #expect(presenter.calls == [.accounts(.init(accounts: [], showsBalances: true))])
    }

    @Test func fetchAccounts_whenStoreFails_presentsError() async {
        worker.accounts = .failure(storeFailure)

        await sut.fetchAccounts(Accounts.FetchAccounts.Request())

        #expect(presenter.calls == [.error(ErrorViewModel(storeFailure))])
    }

    @Test func selectAccount_listedPosition_storesItAndPresentsIt() async {
        worker.accounts = .success(Fixtures.accounts)
        worker.settings = .success(.defaults)
        await sut.fetchAccounts(Accounts.FetchAccounts.Request())

        await sut.selectAccount(Accounts.SelectAccount.Request(position: 2))

        #expect(sut.selectedAccount == Fixtures.savings)
        #expect(presenter.calls.last == .selected(Fixtures.savings))
    }

    @Test func selectAccount_notListed_presentsError() async {
        await sut.selectAccount(Accounts.SelectAccount.Request(position: 1))

        #expect(sut.selectedAccount == nil)
        #expect(presenter.calls == [.error(ErrorViewModel(ListSelectionError(position: 1, count: 0)))])
    }

    @Test func toggleBalances_savesTheOppositeAndPresentsTheListAgain() async {
        worker.accounts = .success(Fixtures.accounts)
        worker.settings = .success(.defaults)
        await sut.fetchAccounts(Accounts.FetchAccounts.Request())

        await sut.toggleBalances(Accounts.ToggleBalances.Request())

        #expect(worker.calls.last == .save(UserSettings.defaults.withShowsBalances(false)))
        #expect(
            presenter.calls.suffix(2) == [
                .toggled(false), .accounts(.init(accounts: Fixtures.accounts, showsBalances: false)),
            ])
    }

    @Test func toggleBalances_whenSaveFails_presentsErrorAndKeepsTheSetting() async {
        worker.accounts = .success(Fixtures.accounts)
        worker.settings = .success(.defaults)
        await sut.fetchAccounts(Accounts.FetchAccounts.Request())
        worker.saveError = storeFailure

        await sut.toggleBalances(Accounts.ToggleBalances.Request())
        worker.saveError = nil
        await sut.toggleBalances(Accounts.ToggleBalances.Request())

        #expect(presenter.calls.contains(.error(ErrorViewModel(storeFailure))))
        #expect(presenter.calls.last == .accounts(.init(accounts: Fixtures.accounts, showsBalances: false)))
    }
}
