import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// An account shown again on an unchanged bank is not read again; any change to what it is read
/// from reads it afresh.
@MainActor
@Suite("AccountDetail interactor, kept reads")
struct AccountDetailKeptReadsTests {
    private let presenter = AccountDetailPresentationLogicSpy()
    private let worker = AccountDetailWorkingLogicSpy()
    private let reads = AccountDetail.ShowAccount.Reads(keeping: AccountDetail.ShowAccount.accountsKept)

    init() {
        worker.fetchRevisionReturnValue = BankRevision(dataVersion: 7)
        worker.fetchAccountResult = .success(Fixtures.everyday)
        worker.fetchLatestTransactionsResult = .success([Fixtures.coffee])
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchLatestReconciliationResult = .success(nil)
        worker.fetchTotalsHandler = { _, periods in try periods.map { try PeriodTotals(period: $0, totals: []) } }
    }

    private func opening(
        _ account: Account = Fixtures.everyday, calendar: BankCalendar = calendar
    ) -> AccountDetailInteractor {
        AccountDetailInteractor(
            account: account, presenter: presenter, worker: worker, calendar: calendar, reads: reads)
    }

    private var accountReads: Int {
        worker.calls.filter { if case .fetchAccount = $0 { true } else { false } }.count
    }

    private var presented: [AccountDetail.ShowAccount.Response] {
        presenter.calls.compactMap { if case .presentAccount(let response) = $0 { response } else { nil } }
    }

    @Test func anotherOpening_onAnUnchangedBank_presentsTheResponseReadBefore_readingOnlyRevisionAndSettings() async {
        // Given an account shown by one opening of the scene
        await opening().showAccount()
        let callsBefore = worker.calls.count

        // When another opening shows it at the same revision
        await opening().showAccount()

        // Then it asked only for the revision and the settings, and presented the same response
        #expect(Array(worker.calls.dropFirst(callsBefore)) == [.fetchRevision, .fetchSettings])
        #expect(presented.count == 2)
        #expect(presented.first == presented.last)
        #expect(accountReads == 1)
    }

    @Test func aMovedRevision_readsTheAccountAgain() async {
        // Given an account shown at revision 7
        await opening().showAccount()

        // When another session's transfer moved its balance and the revision
        let moved = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: nil, currency: "USD",
            balanceMinor: 100)
        worker.fetchAccountResult = .success(moved)
        worker.fetchRevisionReturnValue = BankRevision(dataVersion: 8)
        let sut = opening()
        await sut.showAccount()

        // Then the account was read again and shows the new balance
        #expect(accountReads == 2)
        #expect(presented.last?.account == moved)
        #expect(sut.account == moved)
    }

    @Test func aRestoredBank_readsAgain_evenWhereItsCountersRepeat() async {
        // Given an account shown in the first generation of the bank
        await opening().showAccount()

        // When the bank was replaced under the session and its counters read the same
        worker.fetchRevisionReturnValue = BankRevision(dataVersion: 7, generation: 1)
        await opening().showAccount()

        // Then it was read again
        #expect(accountReads == 2)
    }

    @Test func anUntoldRevision_readsEveryTime() async {
        // Given stores that cannot tell the bank's revision (faults armed, say)
        worker.fetchRevisionReturnValue = nil

        // When the account is shown twice
        await opening().showAccount()
        await opening().showAccount()

        // Then it was read twice
        #expect(accountReads == 2)
    }

    @Test func changedSettings_readAgain_thoughTheRevisionDidNot() async {
        // Given an account shown with balances, on a bank that could not save settings (read only)
        await opening().showAccount()

        // When balances were hidden for the session without the revision moving
        worker.fetchSettingsResult = .success(UserSettings.defaults.withShowsBalances(false))
        await opening().showAccount()

        // Then the account was read again and its balances are hidden
        #expect(accountReads == 2)
        #expect(presented.last?.showsBalances == false)
    }

    @Test func aNewDay_readsTheHistoryAgain() async {
        // Given an account shown on 15 January
        let clock = MovableClock(now: fixedNow)
        let movingCalendar = BankCalendar(clock: clock, timeZone: utc)
        await opening(calendar: movingCalendar).showAccount()

        // When the session runs past midnight, with nothing in the bank changed
        clock.now = fixedNow.addingTimeInterval(86_400)
        await opening(calendar: movingCalendar).showAccount()

        // Then it was read again, and its history ends on the new day
        #expect(accountReads == 2)
        #expect(presented.last?.balanceHistory.last?.day == CalendarDay(year: 2026, month: 1, day: 16))
    }

    @Test func anotherAccount_isReadOnItsOwn_andEachIsKept() async {
        // Given two accounts each shown once
        worker.fetchAccountHandler = { id in id == 2 ? Fixtures.savings : Fixtures.everyday }
        await opening().showAccount()
        await opening(Fixtures.savings).showAccount()

        // When both are shown again on the unchanged bank
        await opening().showAccount()
        await opening(Fixtures.savings).showAccount()

        // Then each was read once, and each opening presented its own account
        #expect(worker.fetchAccountArguments == [1, 2])
        #expect(presented.map(\.account.id) == [1, 2, 1, 2])
    }
}
