import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("AccountDetail presenter")
struct AccountDetailPresenterTests {
    private let display = AccountDetailDisplayLogicSpy()
    private let sut = AccountDetailPresenter(formatting: formatting)

    init() {
        sut.display = display
    }

    @Test func presentAccount_masksTheNumberShowsTheFullIBANInGroupsOfFourAndSignsAmounts() {
        sut.presentAccount(
            .init(
                account: Fixtures.everyday, latest: [Fixtures.coffee, Fixtures.salary], balanceHistory: [],
                showsBalances: true))

        #expect(
            display.calls == [
                .displayAccount(
                    .init(
                        title: "Everyday",
                        fields: [
                            .init(label: "Type", value: "checking"),
                            .init(label: "Number", value: "****7890"),
                            .init(label: "IBAN", value: "DE89 3704 0044 0532 0130 00"),
                            .init(label: "Balance", value: "$5,432.50"),
                        ],
                        balanceMinor: 543_250,
                        availableMinor: nil,
                        currency: "USD",
                        balanceHistory: [],
                        balanceHistoryLabel: nil,
                        balanceHistoryCaption: nil,
                        latest: [
                            TransactionRow(
                                number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD",
                                formatting: formatting),
                            TransactionRow(
                                number: 2, transaction: Fixtures.salary, accountName: "Everyday", currency: "USD",
                                formatting: formatting),
                        ],
                        emptyMessage: nil
                    ))
            ])
    }

    @Test func presentAccount_creditAccount_addsWhatIsAvailable_andHidesBalancesWhenAsked() {
        sut.presentAccount(.init(account: Fixtures.visa, latest: [], balanceHistory: [], showsBalances: false))

        guard case .displayAccount(let viewModel) = display.calls.first else {
            Issue.record("expected an account")
            return
        }
        #expect(
            viewModel.fields.suffix(2) == [
                .init(label: "Balance", value: "••••"), .init(label: "Available", value: "••••"),
            ])
        #expect(viewModel.emptyMessage == "No transactions yet.")
        #expect(viewModel.balanceMinor == nil && viewModel.availableMinor == nil)
    }

    @Test func transactionRows_areRelativeAndSigned() {
        let coffee = TransactionRow(
            number: 1, transaction: Fixtures.coffee, accountName: "Everyday", currency: "USD", formatting: formatting)
        let salary = TransactionRow(
            number: 2, transaction: Fixtures.salary, accountName: "Everyday", currency: "USD", formatting: formatting)

        #expect([coffee.date, coffee.amount, String(coffee.isCredit)] == ["Today, 9:00 AM", "-$4.50", "false"])
        #expect([salary.date, salary.amount, String(salary.isCredit)] == ["Yesterday", "+$2,100.00", "true"])
    }

    @Test func presentTransferOutcome_tellsWhatMoved() {
        sut.presentTransferOutcome(.init(result: .completed(Fixtures.receipt)))
        sut.presentTransferOutcome(.init(result: .cancelled))

        #expect(
            display.calls == [
                .displayTransferOutcome(
                    .init(
                        message: "Transferred $50.00 from Everyday to Rainy day.", isSuccess: true,
                        amount: MinorAmount(minor: 5_000, currency: "USD"))),
                .displayTransferOutcome(
                    .init(message: "Transfer cancelled; no money was moved.", isSuccess: false, amount: nil)),
            ])
    }

    // MARK: - Balance History

    private static let history: [AccountDetail.ShowAccount.DayBalance] = [
        .init(day: CalendarDay(year: 2026, month: 1, day: 13), balanceMinor: 100_000),
        .init(day: CalendarDay(year: 2026, month: 1, day: 14), balanceMinor: 50_000),
        .init(day: fixedToday, balanceMinor: 150_000),
    ]

    @Test func presentAccount_balanceHistory_givesLevelsBetweenTheLowestAndHighest_andTheFirstAndLastBalance() throws {
        sut.presentAccount(
            .init(account: Fixtures.everyday, latest: [], balanceHistory: Self.history, showsBalances: true))

        guard case .displayAccount(let viewModel) = display.calls.first else {
            Issue.record("expected an account")
            return
        }
        #expect(
            viewModel.balanceHistory == [
                .init(day: CalendarDay(year: 2026, month: 1, day: 13), balanceMinor: 100_000, level: 0.5),
                .init(day: CalendarDay(year: 2026, month: 1, day: 14), balanceMinor: 50_000, level: 0),
                .init(day: CalendarDay(year: 2026, month: 1, day: 15), balanceMinor: 150_000, level: 1),
            ])
        #expect(viewModel.balanceHistoryCaption == "$1,000.00 to $1,500.00")
    }

    @Test func presentAccount_hiddenBalances_keepTheLevelsAndHideTheAmounts() throws {
        sut.presentAccount(
            .init(account: Fixtures.everyday, latest: [], balanceHistory: Self.history, showsBalances: false))

        guard case .displayAccount(let viewModel) = display.calls.first else {
            Issue.record("expected an account")
            return
        }
        #expect(viewModel.balanceHistory.map(\.level) == [0.5, 0, 1])
        #expect(viewModel.balanceHistory.allSatisfy { $0.balanceMinor == nil })
        #expect(viewModel.balanceHistoryCaption == "•••• to ••••")
    }

    @Test func presentAccount_flatHistory_sitsInTheMiddle() throws {
        let flat = Self.history.map { AccountDetail.ShowAccount.DayBalance(day: $0.day, balanceMinor: 7) }

        sut.presentAccount(.init(account: Fixtures.everyday, latest: [], balanceHistory: flat, showsBalances: true))

        guard case .displayAccount(let viewModel) = display.calls.first else {
            Issue.record("expected an account")
            return
        }
        #expect(viewModel.balanceHistory.map(\.level) == [0.5, 0.5, 0.5])
    }

    @Test func anAccountMadeForAnEarlierOpeningOfTheScene_isShownAsMadeThen_andAChangedOneAfresh() {
        // Given an account shown by one opening of the scene, whose memo the factory shares
        let memo = AccountDetail.ShowAccount.Memo(keeping: AccountDetail.ShowAccount.accountsKept)
        let before = AccountDetail.ShowAccount.Response(
            account: Fixtures.everyday, latest: [Fixtures.coffee], balanceHistory: Self.history, showsBalances: true)
        let after = AccountDetail.ShowAccount.Response(
            account: Fixtures.everyday, latest: [Fixtures.salary, Fixtures.coffee], balanceHistory: Self.history,
            showsBalances: true)
        for response in [before, before, after] {
            // When the scene is opened again (a presenter of its own) on the same account, and once
            // more after a transaction came in
            let opening = AccountDetailPresenter(formatting: formatting, accountMemo: memo)
            opening.display = display
            opening.presentAccount(response)
        }

        // Then the second opening shows the rows made the first time (the same storage), and the
        // third the account as it is now
        let shown = display.displayAccountArguments
        let storage = shown.map { $0.latest.rows.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } }
        #expect(shown.count == 3)
        #expect(storage[0] != nil && storage[0] == storage[1])
        #expect(shown[2].latest.map(\.memo) == ["Salary", "Blue Bottle Coffee"])
    }
}
