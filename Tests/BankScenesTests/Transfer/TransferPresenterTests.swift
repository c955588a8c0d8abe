import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Transfer presenter")
struct TransferPresenterTests {
    private let display = TransferDisplayLogicSpy()
    private let sut = TransferPresenter(formatting: formatting)

    init() {
        sut.display = display
    }

    @Test func draft_listsAccountsFieldsAndWhatIsStillNeeded() {
        sut.presentDraft(
            .init(
                draft: TransferDraft(source: Fixtures.everyday),
                accounts: [Fixtures.everyday, Fixtures.visa],
                showsBalances: true,
                includesAccounts: true
            ))

        #expect(
            display.calls == [
                .displayDraft(
                    .init(
                        accounts: [
                            .init(
                                number: "1", name: "Everyday", maskedNumber: "****7890", available: "$5,432.50",
                                availableMinor: 543_250, currency: "USD"),
                            .init(
                                number: "2", name: "Visa", maskedNumber: "****0004", available: "$3,759.70",
                                availableMinor: 375_970, currency: "USD"),
                        ],
                        fields: [
                            .init(label: "From", value: "Everyday (****7890)"),
                            .init(label: "To", value: "—"),
                            .init(label: "Amount", value: "—"),
                            .init(label: "Memo", value: "Transfer"),
                        ],
                        amount: nil,
                        nextStep: "Still needed: to, amount. Type 'to ACCOUNT', 'amount 25.00'."
                    ))
            ])
    }

    @Test func completeDraft_withoutAccounts_needsNothingMore() {
        sut.presentDraft(
            .init(
                draft: TransferDraft(
                    source: Fixtures.everyday, destination: Fixtures.savings, amount: 50, memo: "Rent"),
                accounts: Fixtures.accounts,
                showsBalances: false,
                includesAccounts: false
            ))

        guard let viewModel = display.displayDraftArguments.first else {
            Issue.record("expected a draft")
            return
        }
        #expect(viewModel.accounts.isEmpty)
        #expect(viewModel.fields.map(\.value) == ["Everyday (****7890)", "Rainy day (****3210)", "$50.00", "Rent"])
        #expect(viewModel.amount == MinorAmount(minor: 5_000, currency: "USD"))
        #expect(viewModel.nextStep == "Type 'review' to check the transfer, or 'confirm' to send it.")
    }

    @Test func review_saysWhatWillMoveAndHowToSendIt() {
        sut.presentReview(
            .init(order: Fixtures.receipt.order, source: Fixtures.everyday, destination: Fixtures.savings))

        #expect(
            display.calls == [
                .displayReview(
                    .init(
                        message:
                            "Ready to move $50.00 from Everyday (****7890) to Rainy day (****3210) with the memo \"Savings\". "
                            + "Type 'confirm' to send it, or 'cancel' to stop.",
                        amount: MinorAmount(minor: 5_000, currency: "USD")))
            ])
    }

    @Test func finishedAndErrors_areForwarded() {
        sut.presentFinished(.init(result: .cancelled))
        sut.presentError(TransferFlowError.missing([.amount]))

        #expect(
            display.calls == [
                .displayFinished(.init()),
                .displayError(
                    ErrorViewModel(message: "the transfer still needs: amount", hint: "Type 'amount 25.00'.")),
            ])
    }

    @Test func aRefusal_saysWhichPieceItCleared_afterItsOwnHint() {
        sut.presentRefusal(BankError.insufficientFunds(available: 10, currency: "USD"), cleared: .amount)
        sut.presentRefusal(BankError.sameAccount, cleared: nil)

        #expect(
            display.displayErrorArguments == [
                ErrorViewModel(
                    message: "insufficient funds: $10.00 available",
                    hint: "Choose a smaller amount or another source account.\n"
                        + "The amount is cleared: the transfer has none until you give one with 'amount 25.00'."),
                ErrorViewModel(
                    message: "the source and destination are the same account",
                    hint: "Pick two different accounts with 'from' and 'to'."),
            ])
    }

    @Test func aForgottenPiece_isShownAsTheRefusal_withANoteWhenOneWasCleared() {
        let refusal = ErrorViewModel(message: "ACCOUNT is not an account", hint: "usage: from ACCOUNT")

        sut.presentForgotten(.init(cleared: .source, refusal: refusal))
        sut.presentForgotten(.init(cleared: nil, refusal: refusal))

        #expect(
            display.displayErrorArguments == [
                refusal.addingNote(
                    "The source is cleared: the transfer has none until you give one with 'from ACCOUNT'."),
                refusal,
            ])
    }
}
