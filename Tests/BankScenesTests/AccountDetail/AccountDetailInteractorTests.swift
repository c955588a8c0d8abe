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
        sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
    }

    @Test func showAccount_reloadsTheAccountAndItsTenLatest() async {
        let updated = Account(
            id: 1, name: "Everyday", type: .checking, number: "1234567890", iban: "DE89", currency: "USD", balance: 1
        )
        worker.fetchAccountResult = .success(updated)
        worker.fetchLatestTransactionsResult = .success([Fixtures.coffee])
        worker.fetchSettingsResult = .success(.defaults)
        worker.fetchTotalsHandler = { _, periods in try periods.map { try PeriodTotals(period: $0, totals: []) } }

        await sut.showAccount()

        #expect(sut.account == updated)
        #expect(worker.calls.count == 4)
        #expect(
            Array(worker.calls.prefix(2)) == [.fetchAccount(1), .fetchLatestTransactions(account: updated, limit: 10)])
        #expect(worker.calls.last == .fetchSettings)
        let flat = (0..<30).map { AccountDetail.ShowAccount.DayBalance(day: Self.day(-29 + $0), balanceMinor: 100) }
        #expect(
            presenter.calls == [
                .presentAccount(
                    .init(account: updated, latest: [Fixtures.coffee], balanceHistory: flat, showsBalances: true))
            ])
    }

    @Test func showAccount_balanceHistory_takesEachLaterDayOffTodaysBalance() async throws {
        // Given the last 30 days up to 15 January, with a debit on the first, a credit today and
        // a debit dated after today
        worker.fetchAccountResult = .success(Fixtures.everyday)
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
        #expect(periods.first == Self.day(-29)..<Self.day(-28))
        #expect(periods[29] == Self.day(0)..<Self.day(1))
        #expect(periods.last?.lowerBound == Self.day(1))
        guard case .presentAccount(let response) = presenter.calls.first else {
            Issue.record("expected the account")
            return
        }
        #expect(response.balanceHistory.map(\.balanceMinor) == Array(repeating: 542_450, count: 29) + [543_450])
        #expect(response.balanceHistory.first?.day == Self.day(-29))
    }

    /// The first moment of the day `offset` days from 15 January 2026, UTC.
    private static func day(_ offset: Int) -> Date {
        Date(timeIntervalSince1970: 1_768_435_200 + Double(offset) * 86_400)
    }

    @Test func showAccount_whenGone_presentsError() async {
        worker.fetchAccountResult = .failure(BankError.accountNotFound(1))

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
