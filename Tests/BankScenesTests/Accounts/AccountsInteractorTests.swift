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

    /// The first key the interactor draws.
    private let firstKey = RequestKeys.seeded(1).next()

    init() {
        sut = AccountsInteractor(
            presenter: presenter, worker: worker, calendar: calendar, requestKeys: .seeded(1))
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

        await sut.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(position: 2)))

        #expect(sut.selectedAccount == Fixtures.savings)
        #expect(presenter.calls.last == .presentSelectedAccount(.init(account: Fixtures.savings)))
    }

    @Test func selectAccount_notListed_presentsError() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)

        await sut.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(position: 1)))

        #expect(sut.selectedAccount == nil)
        #expect(presenter.calls == [.presentError(ErrorViewModel(ListSelectionError(position: 1, count: 0)))])
    }

    @Test func aNumberTypedAfterTheListChanged_isRefused_theListShownAgain_andThenMeansTheNewList() async {
        // Given the list shown, then Rainy day closed by another session
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()
        worker.fetchAccountsResult = .success([Fixtures.everyday, Fixtures.visa])
        worker.closeAccountResult = .success(Fixtures.visa)

        // When `close 2` is typed against the list shown
        await sut.changeAccount(.close(ListPick(position: 2)))

        // Then nothing is closed, and the list as it is now is shown before the refusal
        #expect(!worker.calls.contains { if case .closeAccount = $0 { true } else { false } })
        #expect(
            Array(presenter.calls.suffix(2)) == [
                .presentAccounts(.init(accounts: [Fixtures.everyday, Fixtures.visa], showsBalances: true)),
                .presentError(ErrorViewModel(ListChangedError(position: 2, shownName: "Rainy day"))),
            ])

        // And `open 2` now means the second account of the list just shown
        await sut.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(position: 2)))
        #expect(sut.selectedAccount == Fixtures.visa)
    }

    @Test func aNameTypedAfterTheListChanged_stillMeansThatAccount_unlessItIsGone() async {
        // Given the list shown, then Rainy day closed by another session
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()
        worker.fetchAccountsResult = .success([Fixtures.everyday, Fixtures.visa])

        // When Visa is named (the shown list had it third; it is second now)
        await sut.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(position: 3, byNumber: false)))

        // Then Visa opens, wherever it is now
        #expect(sut.selectedAccount == Fixtures.visa)

        // And naming Rainy day, closed since, is refused and the list shown
        await sut.selectAccount(Accounts.SelectAccount.Request(pick: ListPick(position: 2, byNumber: false)))
        #expect(sut.selectedAccount == Fixtures.visa)
        #expect(
            Array(presenter.calls.suffix(2)) == [
                .presentAccounts(.init(accounts: [Fixtures.everyday, Fixtures.visa], showsBalances: true)),
                .presentError(ErrorViewModel(ListChangedError(position: nil, shownName: "Rainy day"))),
            ])
    }

    @Test func closingAnAccount_doesNotShowTheListAgain_soTheSameNumberTypedAgainIsRefused() async {
        // Given the list, and an empty account at 2 that the store closes
        let empty = Account(
            id: 2, name: "Jar", type: .savings, number: "2", iban: nil, currency: "USD", balanceMinor: 0)
        worker.fetchAccountsResult = .success([Fixtures.everyday, empty, Fixtures.visa])
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()
        let closed = Account(
            id: 2, name: "Jar", type: .savings, number: "2", iban: nil, currency: "USD", balanceMinor: 0,
            isClosed: true)
        worker.closeAccountResult = .success(closed)

        // When `close 2` is typed twice
        await sut.changeAccount(.close(ListPick(position: 2)))
        worker.fetchAccountsResult = .success([Fixtures.everyday, Fixtures.visa])
        await sut.changeAccount(.close(ListPick(position: 2)))

        // Then only Jar was closed: the second `close 2` is refused, as the list changed under it
        #expect(worker.calls.filter { if case .closeAccount = $0 { true } else { false } }.count == 1)
        #expect(presenter.calls.last == .presentError(ErrorViewModel(ListChangedError(position: 2, shownName: "Jar"))))
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

    // MARK: - Changing Accounts

    private func listed() async {
        worker.fetchAccountsResult = .success(Fixtures.accounts)
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()
    }

    private static func opening(
        _ name: String, _ type: AccountType = .savings, currency: String? = nil, opening: WrittenAmount? = nil,
        limit: WrittenAmount? = nil, iban: String? = nil, opened: CalendarDay? = nil
    ) -> AccountOpening {
        AccountOpening(
            name: name, type: type, currency: currency, opening: opening, limit: limit, iban: iban, opened: opened)
    }

    @Test func newAccount_opensItCheckedAtTheClock_presentsIt_andTheListAgain() async {
        // Given the list, and a store that opens the account
        await listed()
        let jar = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: "DE1", currency: "USD", balanceMinor: 2_500)
        worker.openAccountResult = .success(jar)
        worker.fetchAccountsResult = .success(Fixtures.accounts + [jar])

        // When
        await sut.changeAccount(.open(Self.opening(" Jar ", opening: WrittenAmount(significand: 2_500, decimals: 2))))

        // Then the store got the checked account, in the first account's currency, opened now
        #expect(
            worker.calls.contains(
                .openAccount(
                    NewAccount(
                        name: "Jar", type: .savings, currency: "USD", openingMinor: 2_500, openedOn: fixedToday,
                        key: firstKey))
            ))
        #expect(
            presenter.calls.suffix(2) == [
                .presentChangedAccount(.init(account: jar, change: .opened)),
                .presentAccounts(.init(accounts: Fixtures.accounts + [jar], showsBalances: true)),
            ])
    }

    @Test func newAccount_thatBreaksARule_isRefusedBeforeTheStore() async {
        await listed()
        let refused: [(AccountOpening, any Error)] = [
            (Self.opening("everyday"), AccountError.nameTaken("Everyday")),
            (Self.opening("Jar", currency: "euro"), AccountError.unknownCurrency("EURO")),
            (
                Self.opening("Jar", opening: WrittenAmount(significand: -5, decimals: 2)),
                AccountError.negativeOpening(.savings)
            ),
            (
                Self.opening("Jar", iban: "DE89 3704 0044 0532 0130 01"),
                AccountError.badIBAN("DE89 3704 0044 0532 0130 01", reason: .checkDigits)
            ),
            (Self.opening("Jar", iban: "XX00 1234"), AccountError.badIBAN("XX00 1234", reason: .country)),
            (Self.opening("Jar", opened: fixedToday.next), AccountError.openedInTheFuture(fixedToday.next)),
            (
                Self.opening(
                    "Jar", currency: "EUR", opening: WrittenAmount(significand: 5, decimals: 2, currency: "USD")),
                BankError.amountInOtherCurrency(written: "USD", account: "Jar", currency: "EUR")
            ),
        ]
        for (opening, error) in refused {
            await sut.changeAccount(.open(opening))
            #expect(presenter.calls.last == .presentError(ErrorViewModel(error)))
        }
        #expect(!worker.calls.contains { if case .openAccount = $0 { true } else { false } })
    }

    @Test func newAccount_keepsTheIBANTheUserGave_checkedAndWithoutSpaces() async {
        await listed()
        worker.openAccountResult = .failure(storeFailure)

        await sut.changeAccount(.open(Self.opening("Pay", iban: "de89 3704 0044 0532 0130 00")))

        #expect(
            worker.calls.last
                == .openAccount(
                    NewAccount(
                        name: "Pay", type: .savings, currency: "USD", openingMinor: 0, openedOn: nil,
                        iban: "DE89370400440532013000", key: firstKey)))
    }

    @Test func newAccount_opensOnTheDayGiven_withItsOpeningOnThatDay() async {
        await listed()
        worker.openAccountResult = .failure(storeFailure)
        let opened = CalendarDay(year: 2025, month: 11, day: 1)

        await sut.changeAccount(
            .open(Self.opening("Old", opening: WrittenAmount(significand: 9_000, decimals: 2), opened: opened)))

        let expected = NewAccount(
            name: "Old", type: .savings, currency: "USD", openingMinor: 9_000, openedOn: opened, key: firstKey)
        #expect(worker.calls.last == .openAccount(expected))
        #expect(expected.openingTransaction?.day == opened && expected.openingTransaction?.category == .opening)
    }

    @Test func newAccount_takesTheCurrencyItsAmountIsWrittenIn() async {
        await listed()
        worker.openAccountResult = .failure(storeFailure)

        await sut.changeAccount(
            .open(Self.opening("Euros", opening: WrittenAmount(significand: 500, decimals: 2, currency: "EUR"))))

        #expect(
            worker.calls.last
                == .openAccount(
                    NewAccount(
                        name: "Euros", type: .savings, currency: "EUR", openingMinor: 500, openedOn: fixedToday,
                        key: firstKey))
        )
        #expect(presenter.calls.last == .presentError(ErrorViewModel(storeFailure)))
    }

    @Test func rename_renamesTheListedAccount_andSaysWhatItWas() async {
        await listed()
        let bills = Account(
            id: 1, name: "Bills", type: .checking, number: "1234567890", iban: "DE1", currency: "USD",
            balanceMinor: 543_250)
        worker.renameAccountResult = .success(bills)

        await sut.changeAccount(.rename(ListPick(position: 1), name: "Bills"))
        await sut.changeAccount(.rename(ListPick(position: 1), name: "rainy day"))

        #expect(
            worker.calls.filter { if case .renameAccount = $0 { true } else { false } } == [
                .renameAccount(id: 1, name: "Bills")
            ])
        #expect(
            presenter.calls.contains(.presentChangedAccount(.init(account: bills, change: .renamed(from: "Everyday")))))
        #expect(presenter.calls.last == .presentError(ErrorViewModel(AccountError.nameTaken("Rainy day"))))
    }

    @Test func close_refusesAnAccountWithMoney_andClosesOneAtZeroAtTheClock() async {
        let empty = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: "DE1", currency: "USD", balanceMinor: 0)
        worker.fetchAccountsResult = .success(Fixtures.accounts + [empty])
        worker.fetchSettingsResult = .success(.defaults)
        await sut.fetchAccounts()
        let closed = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: "DE1", currency: "USD", balanceMinor: 0,
            isClosed: true)
        worker.closeAccountResult = .success(closed)

        await sut.changeAccount(.close(ListPick(position: 1)))
        #expect(
            presenter.calls.last
                == .presentError(
                    ErrorViewModel(AccountError.balanceNotZero(account: "Everyday", balance: 5432.5, currency: "USD"))))
        await sut.changeAccount(.close(ListPick(position: 4)))

        #expect(worker.calls.contains(.closeAccount(id: 4, date: fixedNow)))
        #expect(presenter.calls.contains(.presentChangedAccount(.init(account: closed, change: .closed))))
    }

    @Test func aListOfClosedAccountsToo_reopensOne_andShowsTheListAgain() async {
        // Given the accounts listed with a closed jar
        let jar = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: "DE1", currency: "USD", balanceMinor: 0,
            isClosed: true)
        let reopened = Account(
            id: 4, name: "Jar", type: .savings, number: "7700000004", iban: "DE1", currency: "USD", balanceMinor: 0)
        worker.fetchAccountsWithHistoryResult = .success(Fixtures.accounts + [jar])
        worker.fetchSettingsResult = .success(.defaults)
        worker.reopenAccountResult = .success(reopened)
        sut.listsClosedAccounts = true
        await sut.fetchAccounts()

        // When an open account is reopened, then the jar
        await sut.changeAccount(.reopen(ListPick(position: 1)))
        await sut.changeAccount(.reopen(ListPick(position: 4)))

        // Then the open one is refused, the jar reopened, and the list read with closed ones again
        #expect(presenter.calls.contains(.presentError(ErrorViewModel(AccountError.notClosed("Everyday")))))
        #expect(worker.calls.contains(.reopenAccount(4)))
        #expect(presenter.calls.contains(.presentChangedAccount(.init(account: reopened, change: .reopened))))
        #expect(!worker.calls.contains(.fetchAccounts))
    }
}
