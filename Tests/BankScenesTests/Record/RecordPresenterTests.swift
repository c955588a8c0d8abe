import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Record presenter")
struct RecordPresenterTests {
    private let display = RecordDisplayLogicSpy()
    private let sut = RecordPresenter(formatting: formatting)
    private let order = RecordOrder(
        accountID: 1, type: .debit, amountMinor: 450, payee: "Coffee Corner", category: .dining,
        day: CalendarDay(year: 2026, month: 1, day: 14), memo: "Flat white")

    init() {
        sut.display = display
    }

    @Test func aNewDraft_listsTheAccounts_todayAsItsDay_andWhatIsStillNeeded() {
        sut.presentDraft(
            .init(
                draft: RecordDraft(kind: .spend, account: Fixtures.everyday), accounts: [Fixtures.everyday],
                showsBalances: true, includesAccounts: true, today: fixedToday, book: .defaults))

        #expect(
            display.calls == [
                .displayDraft(
                    .init(
                        title: "Spend",
                        accounts: [
                            .init(
                                number: "1", name: "Everyday", maskedNumber: "****7890", available: "$5,432.50",
                                availableMinor: 543_250, currency: "USD")
                        ],
                        fields: [
                            .init(label: "Account", value: "Everyday (****7890)"),
                            .init(label: "Amount", value: "—"),
                            .init(label: "Payee", value: "—"),
                            .init(label: "Category", value: "other"),
                            .init(label: "Day", value: "2026-01-15 (today)"),
                            .init(label: "Memo", value: "—"),
                        ],
                        amount: nil,
                        nextStep: "Still needed: amount, payee. Type 'amount 4.50', 'payee \"Coffee Corner\"'."))
            ])
    }

    @Test func aCompleteReceipt_withBalancesHidden_namesItsPayer_andNeedsNothingMore() {
        var draft = RecordDraft(kind: .receive, account: Fixtures.everyday)
        draft.amount = WrittenAmount(significand: 2_500)
        draft.payee = "Acme"
        draft.category = .salary
        draft.day = CalendarDay(year: 2026, month: 1, day: 2)

        sut.presentDraft(
            .init(
                draft: draft, accounts: Fixtures.accounts, showsBalances: false, includesAccounts: false,
                today: fixedToday, book: .defaults))

        let viewModel = display.displayDraftArguments.first
        #expect(viewModel?.accounts.isEmpty == true && viewModel?.title == "Receive")
        #expect(
            viewModel?.fields.map(\.value) == [
                "Everyday (****7890)", "$2,500.00", "Acme", "salary", "2026-01-02", "Acme",
            ])
        #expect(viewModel?.fields[2].label == "Payer")
        #expect(viewModel?.amount == MinorAmount(minor: 250_000, currency: "USD"))
        #expect(viewModel?.nextStep == "Type 'review' to check it, or 'confirm' to record it.")
    }

    @Test func review_saysWhatWillBeRecorded_andHow() {
        sut.presentReview(.init(order: order, account: Fixtures.everyday, book: .defaults))

        #expect(
            display.calls == [
                .displayReview(
                    .init(
                        message: "Ready to record $4.50 spent from Everyday (****7890) at Coffee Corner, dining, "
                            + "on 2026-01-14, with the memo \"Flat white\". "
                            + "Type 'confirm' to record it, or 'cancel' to stop.",
                        amount: MinorAmount(minor: -450, currency: "USD")))
            ])
    }

    @Test func aRecordedRow_saysWhatTheAccountNowHolds_andACancelThatNothingWasRecorded() {
        let receipt = RecordReceipt(order: order, transaction: Fixtures.coffee, account: Fixtures.everyday)

        sut.presentFinished(.init(result: .recorded(receipt)))
        sut.presentFinished(.init(result: .cancelled(.receive)))

        #expect(
            display.displayFinishedArguments == [
                .init(
                    message: "Recorded $4.50 spent from Everyday at Coffee Corner; Everyday now holds $5,432.50.",
                    isSuccess: true, amount: MinorAmount(minor: -450, currency: "USD")),
                .init(message: "Nothing was recorded as received.", isSuccess: false, amount: nil),
            ])
    }

    @Test func aRefusal_saysWhichPieceItCleared_andTheUnavailableFlowThatNothingBegan() {
        sut.presentRefusal(BankError.invalidAmount, kind: .spend, cleared: .amount)
        sut.presentUnavailable(BankError.storage(StorageFault(.diskFailed, during: .reading)))

        #expect(
            display.displayErrorArguments.first?.hint?.hasSuffix("The amount is cleared: give one with 'amount 4.50'.")
                == true)
        #expect(
            display.displayUnavailableArguments.first?.hint?.hasSuffix(
                "Nothing was begun: type it again once the accounts can be read.") == true)
    }

    @Test func aRefusedLine_leavesSayingNothingWasBegun() {
        sut.presentLineRefused(BankError.invalidAmount)

        #expect(
            display.displayUnavailableArguments.first?.hint?.hasSuffix(
                "Nothing was begun: mend the line and type it again.") == true)
    }

    @Test func aForgottenPiece_isShownAsTheRefusal_withANoteWhenOneWasCleared() {
        let refusal = ErrorViewModel(message: "DAY is not a day", hint: "usage: on DAY")

        sut.presentForgotten(.init(kind: .spend, cleared: .day, refusal: refusal))
        sut.presentForgotten(.init(kind: .spend, cleared: nil, refusal: refusal))

        #expect(
            display.displayErrorArguments == [
                refusal.addingNote("The day is cleared: it is recorded as of today unless you give one."), refusal,
            ])
    }
}
