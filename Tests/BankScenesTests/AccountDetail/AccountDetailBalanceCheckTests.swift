import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// A statement's balance column, checked against the account at the end of each of its days.
@MainActor
@Suite("AccountDetail statement balances")
struct AccountDetailBalanceCheckTests {
    private func day(_ number: Int) -> CalendarDay { CalendarDay(year: 2026, month: 1, day: number) }

    /// An import of a statement whose balance column gives `balances`, into Everyday, which holds
    /// $5,432.50 now; each period after a statement day moved it by `moves`, in order.
    private func imported(_ balances: [StatementBalance], moves: [Int64]) async
        -> AccountDetailPresentationLogicSpy
    {
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.importStatementResult = .success(
            StatementImportResult(
                rowsRead: 3, imported: 3, duplicates: 0, problems: [], problemCount: 0, elapsed: .seconds(1),
                statementBalances: balances))
        worker.fetchAccountResult = .success(Fixtures.everyday)
        worker.fetchTotalsHandler = { _, periods in
            try zip(periods, moves).map { period, move in
                try PeriodTotals(
                    period: period,
                    totals: [
                        LedgerTotal(
                            category: .other, type: move < 0 ? .debit : .credit, amountMinor: abs(move), entries: 1)
                    ])
            }
        }
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)
        await sut.importStatement(.init(path: "s.csv", options: .init()))
        return presenter
    }

    @Test func balancesThatTheAccountHeldAtTheEndOfEachDay_agree() async {
        // Given the 2nd and the 5th, and $10.00 spent after the 5th: the account held $5,442.50
        // at the end of the 5th and, $100.00 received between, $5,342.50 at the end of the 2nd
        let presenter = await imported(
            [
                StatementBalance(line: 3, day: day(2), balanceMinor: 534_250),
                StatementBalance(line: 2, day: day(5), balanceMinor: 544_250),
            ], moves: [10_000, -1_000])

        // Then the check agrees for both days
        #expect(presenter.presentImportArguments.first?.balanceCheck == .agrees(days: 2))
    }

    @Test func theFirstDayWhoseBalanceTheAccountDidNotHold_isNamed() async {
        // Given a statement whose 2nd ends $4.50 lower than the account did
        let second = StatementBalance(line: 3, day: day(2), balanceMinor: 533_800)
        let presenter = await imported(
            [second, StatementBalance(line: 2, day: day(5), balanceMinor: 544_250)], moves: [10_000, -1_000])

        // Then that day is named, with what the account held
        #expect(presenter.presentImportArguments.first?.balanceCheck == .parts(second, accountMinor: 534_250))
    }

    @Test func theSummary_saysWhereTheyPart() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display
        let result = StatementImportResult(
            rowsRead: 3, imported: 3, duplicates: 0, problems: [], problemCount: 0, elapsed: .seconds(1))

        sut.presentImport(
            .init(
                path: "s.csv", accountName: "Everyday", result: result,
                balanceCheck: .parts(
                    StatementBalance(line: 3, day: day(2), balanceMinor: 533_800), accountMinor: 534_250)))
        sut.presentImport(.init(path: "s.csv", accountName: "Everyday", result: result, balanceCheck: .agrees(days: 2)))

        let summaries = display.displayImportArguments.map(\.summary)
        #expect(
            summaries.first?.hasSuffix(
                "Its balance column parts from the account at line 3: it says $5,338.00 at the end of January 2, 2026, the account holds $5,342.50; a row before it may be missing, doubled or of another amount ('reconcile' an earlier day to narrow it)."
            ) == true)
        #expect(
            summaries.last?.hasSuffix("Its balance column agrees with the account at the end of each of its 2 days.")
                == true)
    }
}
