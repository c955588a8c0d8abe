import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

/// `reconcile BALANCE [on DAY]` in an account, layer by layer.
@MainActor
@Suite("AccountDetail reconcile")
struct AccountDetailReconcileTests {
    private let day = CalendarDay(year: 2026, month: 1, day: 10)
    private var nextDay: CalendarDay { CalendarDay(daysSince1970: day.daysSince1970 + 1) }

    private func reconciliation(_ balance: Int64) -> Reconciliation {
        Reconciliation(
            id: 1, accountID: 1, day: day, endsAt: Date(timeIntervalSince1970: Double(nextDay.daysSince1970) * 86_400),
            balanceMinor: balance, throughRowID: 100, author: .you, madeAt: fixedNow)
    }

    // MARK: - View Controller

    @Test(arguments: [
        (
            "reconcile 1,234.56",
            AccountDetailCommand.reconcile(balance: WrittenAmount(significand: 123_456, decimals: 2), day: nil)
        ),
        (
            "reconcile -$40 on 2026-01-10",
            .reconcile(
                balance: WrittenAmount(significand: -40, currency: "USD"),
                day: CalendarDay(year: 2026, month: 1, day: 10))
        ),
    ])
    func aFigure_andADay_areRead(line: String, command: AccountDetailCommand) throws {
        let sut = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 60), interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)

        #expect(try sut.commands.command(for: line) == command)
    }

    @Test(arguments: [
        "reconcile", "reconcile twelve", "reconcile 12 at 2026-01-10", "reconcile 12 on", "reconcile 12 on 2026-02-30",
    ])
    func whatIsNotAFigureAndADay_isRefusedAsItIsTyped(line: String) {
        let sut = AccountDetailViewController(
            title: "Everyday", console: CapturingConsole(width: 60), interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)

        #expect(throws: (any Error).self) { try sut.commands.command(for: line) }
    }

    @Test func aDifference_isAWarning_withTheRowsThatCouldExplainIt_andWhatToDo() {
        // Given the view
        let console = CapturingConsole(width: 80)
        let sut = AccountDetailViewController(
            title: "Everyday", console: console, interactor: AccountDetailBusinessLogicSpy(),
            router: AccountDetailRoutingLogicSpy(), isDryRun: false, asksBeforeImporting: false)
        let row = TransactionRow(
            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD", formatting: formatting)

        // When a difference is displayed
        sut.displayReconciliation(
            .init(
                agrees: false, message: "Everyday held $1.00; the bank says $2.00.", differenceMinor: -100,
                currency: "USD", suspects: [row], hint: "Correct it."))

        // Then the message, the row and the hint are shown
        #expect(console.output.contains("warning: Everyday held $1.00; the bank says $2.00."))
        #expect(console.output.contains("Blue Bottle Coffee"))
        #expect(console.output.contains("Correct it."))
    }

    // MARK: - Interactor

    @Test func theFigure_isReadInTheAccountsCurrency_forTheEndOfTheDayWhereThePersonIs() async {
        // Given an account and a store that finds the ledger agrees
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.reconcileResult = .success(.agrees(reconciliation(123_456)))
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        // When $1,234.56 is given for 10 January
        await sut.reconcile(.init(balance: WrittenAmount(significand: 123_456, decimals: 2), day: day))

        // Then the store is asked for 123456 cents at the end of that day in UTC, and the outcome shown
        let end = LedgerBoundary(
            day: nextDay, instant: Date(timeIntervalSince1970: Double(nextDay.daysSince1970) * 86_400))
        #expect(
            worker.reconcileArguments == [ReconcileOrder(accountID: 1, day: day, balanceMinor: 123_456, end: end)])
        #expect(
            presenter.calls == [
                .presentReconciliation(
                    .init(account: Fixtures.everyday, day: day, outcome: .agrees(reconciliation(123_456))))
            ])
    }

    @Test func aFigureInAnotherCurrency_orWithoutADay_isToday_orRefused() async {
        let presenter = AccountDetailPresentationLogicSpy()
        let worker = AccountDetailWorkingLogicSpy()
        worker.reconcileResult = .success(.agrees(reconciliation(100)))
        let sut = AccountDetailInteractor(
            account: Fixtures.everyday, presenter: presenter, worker: worker, calendar: calendar)

        await sut.reconcile(.init(balance: WrittenAmount(significand: 1, currency: "EUR"), day: nil))
        await sut.reconcile(.init(balance: WrittenAmount(significand: 1), day: nil))

        #expect(
            presenter.calls.first
                == .presentError(
                    ErrorViewModel(
                        BankError.amountInOtherCurrency(written: "EUR", account: "Everyday", currency: "USD"))))
        #expect(worker.reconcileArguments.map(\.day) == [fixedToday])
    }

    // MARK: - Presenter

    @Test func anAgreement_saysSo() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentReconciliation(
            .init(account: Fixtures.everyday, day: day, outcome: .agrees(reconciliation(123_456))))

        #expect(
            display.displayReconciliationArguments.map(\.message) == [
                "Reconciled: Everyday held $1,234.56 at the end of January 10, 2026, as the bank says. The rows on or before it are reconciled."
            ])
    }

    @Test func aDifference_saysByHowMuchWhichWay_sinceWhen_andNamesTheSuspects() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display
        let difference = ReconcileDifference(
            ledgerMinor: 10_000, statedMinor: 10_450, since: reconciliation(5_000), rowsSince: 3,
            suspects: [Fixtures.coffee])

        sut.presentReconciliation(.init(account: Fixtures.everyday, day: fixedToday, outcome: .differs(difference)))

        let shown = display.displayReconciliationArguments.first
        #expect(
            shown?.message
                == "Everyday held $100.00 at the end of January 15, 2026; the bank says $104.50, $4.50 more. Nothing was recorded. 3 rows since the reconciliation of January 10, 2026."
        )
        #expect(shown?.differenceMinor == -450 && shown?.agrees == false)
        #expect(shown?.suspects.map(\.memo) == ["Blue Bottle Coffee"])
        #expect(shown?.hint?.hasPrefix("Each row above is of the difference") == true)
    }

    @Test func theAccount_showsItsLatestReconciliation() {
        let display = AccountDetailDisplayLogicSpy()
        let sut = AccountDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentAccount(
            .init(
                account: Fixtures.everyday, latest: [], balanceHistory: [], showsBalances: true,
                reconciliation: reconciliation(123_456)))

        let fields = display.displayAccountArguments.first?.fields ?? []
        #expect(fields.contains(.init(label: "Reconciled", value: "January 10, 2026, at $1,234.56")))
    }
}
