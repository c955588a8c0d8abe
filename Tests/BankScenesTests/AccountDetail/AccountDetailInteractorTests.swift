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
        worker.fetchLatestReconciliationResult = .success(nil)
        sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
    }

    @Test func showAccount_reloadsTheAccountAndItsTenLatest() async {
        let updated = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89", currency: "USD",
            balanceMinor: 100, openedOn: CalendarDay(year: 2025, month: 6, day: 1))
        worker.fetchAccountResult = .success(updated)
        worker.fetchLatestTransactionsResult = .success([Fixtures.coffee])
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchTotalsHandler = { _, periods in try periods.map { try PeriodTotals(period: $0, totals: []) } }

        await sut.showAccount()

        #expect(sut.account == updated)
        #expect(worker.calls.count == 6)
        #expect(
            Array(worker.calls.prefix(4)) == [
                .fetchRevision, .fetchSettings, .fetchAccount(1), .fetchLatestTransactions(account: updated, limit: 10),
            ])
        #expect(worker.calls.last == .fetchLatestReconciliation(updated))
        let flat = (0..<30).map {
            AccountDetail.ShowAccount.DayBalance(
                day: CalendarDay(daysSince1970: fixedToday.daysSince1970 - 29 + $0), balanceMinor: 100)
        }
        #expect(
            presenter.calls == [
                .presentAccount(
                    .init(account: updated, latest: [Fixtures.coffee], balanceHistory: flat, showsBalances: true))
            ])
    }

    @Test func showAccount_balanceHistory_takesEachLaterDayOffTodaysBalance() async throws {
        // Given the last 30 days up to 15 January, with a debit on the first, a credit today and
        // a debit dated after today
        worker.fetchAccountResult = .success(Self.openedLongAgo)
        worker.fetchLatestTransactionsResult = .success([])
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchTotalsHandler = { _, periods in
            try periods.enumerated().map { index, period in
                let total: [LedgerTotal] =
                    switch index {
                    case 0: [LedgerTotal(category: .dining, type: .debit, amountMinor: 500, entries: 1)]
                    case 29: [LedgerTotal(category: .salary, type: .credit, amountMinor: 1_000, entries: 1)]
                    case 30: [LedgerTotal(category: .rent, type: .debit, amountMinor: 200, entries: 1)]
                    default: []
                    }
                return try PeriodTotals(period: period, totals: total)
            }
        }

        // When
        await sut.showAccount()

        // Then it asked for 30 UTC days and what came after, and closes today 200 above the
        // balance and every earlier day 1,000 below that
        let periods = try #require(worker.fetchTotalsArguments.first?.1)
        #expect(worker.fetchTotalsArguments.first?.0 == [1])
        #expect(periods.count == 31)
        #expect(periods.first?.instants == Self.day(-29)..<Self.day(-28))
        #expect(periods.first?.days == fixedToday.daysSince1970 - 29..<fixedToday.daysSince1970 - 28)
        #expect(periods[29].instants == Self.day(0)..<Self.day(1))
        #expect(periods.last?.instants.lowerBound == Self.day(1))
        #expect(periods.last?.days.lowerBound == fixedToday.daysSince1970 + 1)
        guard case .presentAccount(let response) = presenter.calls.first else {
            Issue.record("expected the account")
            return
        }
        #expect(response.balanceHistory.map(\.balanceMinor) == Array(repeating: 542_450, count: 29) + [543_450])
        #expect(response.balanceHistory.first?.day == CalendarDay(daysSince1970: fixedToday.daysSince1970 - 29))
    }

    @Test func showAccount_balanceHistory_startsOnTheDayTheAccountOpened() async throws {
        // Given an account that opened three days ago
        let opened = CalendarDay(daysSince1970: fixedToday.daysSince1970 - 2)
        worker.fetchAccountResult = .success(Self.account(openedOn: opened))
        worker.fetchLatestTransactionsResult = .success([])
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchTotalsHandler = { _, periods in try periods.map { try PeriodTotals(period: $0, totals: []) } }

        // When
        await sut.showAccount()

        // Then its history is those three days, and nothing was asked of the days before
        guard case .presentAccount(let response) = presenter.calls.first else {
            Issue.record("expected the account")
            return
        }
        #expect(response.balanceHistory.map(\.day) == [opened, opened.next, opened.next.next])
        #expect(worker.fetchTotalsArguments.first?.1.count == 4)
        #expect(!worker.calls.contains(.fetchFirstTransaction(Self.account(openedOn: opened))))
    }

    @Test func showAccount_balanceHistory_ofAnAccountWithoutAnOpeningDay_startsOnItsFirstRow() async throws {
        // Given an account with no opening day whose latest rows are all it has, the oldest of a
        // day two days back, and one with more rows than the latest, whose oldest is a transfer
        // of yesterday
        let statementRow = Transaction(
            id: 5, accountID: 1, date: fixedNow, day: CalendarDay(daysSince1970: fixedToday.daysSince1970 - 2),
            memo: "Shop", category: .shopping, amountMinor: 100, type: .debit, counterparty: "Shop")
        worker.fetchAccountResult = .success(Fixtures.everyday)
        worker.fetchLatestTransactionsResult = .success([Fixtures.coffee, statementRow])
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchTotalsHandler = { _, periods in try periods.map { try PeriodTotals(period: $0, totals: []) } }

        // When it is shown
        await sut.showAccount()

        // Then its history starts on that row's day, found without another read
        guard case .presentAccount(let few) = presenter.calls.first else {
            Issue.record("expected the account")
            return
        }
        #expect(few.balanceHistory.first?.day == statementRow.day && few.balanceHistory.count == 3)
        #expect(!worker.calls.contains(.fetchFirstTransaction(Fixtures.everyday)))

        // When an account with more rows than the latest is shown
        worker.fetchLatestTransactionsResult = .success(Array(repeating: Fixtures.coffee, count: 10))
        worker.fetchFirstTransactionResult = .success(Fixtures.salary)
        await sut.showAccount()

        // Then its oldest row is read, and the history starts on the day of its moment
        guard case .presentAccount(let many) = presenter.calls.last else {
            Issue.record("expected the account")
            return
        }
        #expect(worker.calls.contains(.fetchFirstTransaction(Fixtures.everyday)))
        #expect(many.balanceHistory.first?.day == CalendarDay(daysSince1970: fixedToday.daysSince1970 - 1))
    }

    @Test func showAccount_ofAnAccountWithNoRows_hasNoHistory() async {
        worker.fetchAccountResult = .success(Fixtures.everyday)
        worker.fetchLatestTransactionsResult = .success([])
        worker.fetchSettingsResult = .success(.defaults)

        await sut.showAccount()

        guard case .presentAccount(let response) = presenter.calls.first else {
            Issue.record("expected the account")
            return
        }
        #expect(response.balanceHistory.isEmpty)
        #expect(worker.fetchTotalsArguments.isEmpty)
    }

    private static let openedLongAgo = account(openedOn: CalendarDay(year: 2025, month: 1, day: 1))

    private static func account(openedOn: CalendarDay) -> Account {
        Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: nil, currency: "USD",
            balanceMinor: 543_250, openedOn: openedOn)
    }

    /// The first moment of the day `offset` days from 15 January 2026, UTC.
    private static func day(_ offset: Int) -> Date {
        Date(timeIntervalSince1970: 1_768_435_200 + Double(offset) * 86_400)
    }

    @Test func showAccount_whenGone_presentsError() async {
        worker.fetchAccountResult = .failure(BankError.accountNotFound(1))
        worker.fetchSettingsResult = .success(.defaults)

        await sut.showAccount()

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
