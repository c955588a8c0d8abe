import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings presenter: a restore that waits for confirm, and checks that find amounts beyond the bound")
struct SettingsRestoreReviewPresenterTests {
    private let display = SettingsDisplayLogicSpy()

    private func makePresenter() -> SettingsPresenter {
        let presenter = SettingsPresenter(formatting: formatting)
        presenter.display = display
        return presenter
    }

    @Test func aRestoreWaiting_showsTheBackupsCheck_andWhatItWouldReplace() {
        let plan = RestorePlan(
            file: "monday.sqlite", check: Checks.sound, replaces: "/home/alex/bank.sqlite",
            current: .init(accounts: 5, transactions: 2_612))

        makePresenter().presentRestoreReview(.init(plan: plan))

        let viewModel = display.displayRestoreReviewArguments.first
        #expect(viewModel?.title == "Bank check · monday.sqlite")
        #expect(viewModel?.replaces == "/home/alex/bank.sqlite")
        #expect(
            viewModel?.message
                == "Restoring from monday.sqlite replaces the bank at /home/alex/bank.sqlite (5 accounts, 2,612 "
                + "transactions now); the bank as it is now is kept beside it. Type 'confirm' to restore, or 'cancel' to "
                + "keep the bank as it is.")
    }

    @Test func aRefusedRestore_saysWhichWaitingRestoreItDropped() {
        let missing = BankError.storage(StorageFault(.noFile, during: .restoring, file: "tuesday.sqlite"))

        makePresenter().presentRestoreRefusal(missing, cleared: "monday.sqlite")
        makePresenter().presentRestoreCancelled(.init(dropped: nil))
        let refusal = ErrorViewModel(message: "FILE is not a file")
        makePresenter().presentForgotten(.init(dropped: "monday.sqlite", refusal: refusal))

        #expect(
            display.displayErrorArguments.first?.hint?.hasSuffix(
                "\nThe restore from monday.sqlite that waited for 'confirm' is dropped; the bank is as it was.") == true
        )
        #expect(
            display.displayRestoreCancelledArguments == [
                .init(message: "No restore was waiting; the bank is as it was.")
            ])
        #expect(
            display.displayErrorArguments.last
                == refusal.addingNote(
                    "The restore from monday.sqlite that waited for 'confirm' is dropped; the bank is as it was."))
    }

    @Test func aCheckThatFindsRowsBeyondTheBound_namesThemByTheirIDs() throws {
        let rows = (0..<21).map { index in
            BankCheckReport.OutOfBoundsRow(
                id: 2_601 + Int64(index), account: "Travel", currency: "USD",
                when: index == 0
                    ? .day(CalendarDay(year: 2026, month: 1, day: 2))
                    : .moment(Date(timeIntervalSince1970: 1_767_312_000)),
                signedMinor: 99_999_999_999_999_900)
        }
        let huge = BankCheckReport.AccountBalance(
            name: "Travel", number: "4000000003", currency: "USD", balanceMinor: 5_000_000_000_000_325_075,
            ledgerMinor: nil)
        let report = BankCheckReport(
            file: nil, condition: .intact, version: .current(5), money: .checked(accounts: [huge], transactions: 2_650),
            talliesAgree: nil, outOfBounds: Array(rows.prefix(20)), outOfBoundsCount: 21)

        makePresenter().presentVerify(.init(report: report))

        let lines = try #require(display.displayVerifyArguments.first?.check.lines)
        #expect(
            lines.map(\.value).contains(
                "Travel ****0003: the balance is $50,000,000,000,003,250.75, and its ledger is too large to add up"))
        #expect(
            lines.contains {
                $0.label == "Amounts" && $0.value.hasPrefix("21 ledger rows are beyond $1,000,000,000.00")
            })
        #expect(lines.contains { $0.value == "#2601 Travel, 2026-01-02: +$999,999,999,999,999.00" })
        #expect(lines.last { $0.label.isEmpty }?.value == "and 1 more")
        #expect(display.displayErrorArguments.first?.message == "the bank has 23 problems")
    }
}
