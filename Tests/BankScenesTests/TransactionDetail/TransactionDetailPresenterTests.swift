import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail presenter")
struct TransactionDetailPresenterTests {
    @Test func presenter_labelsEveryFieldWithSignedAmountAndBothDates() {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday, author: .you))

        #expect(
            display.displayTransactionArguments == [
                .init(
                    fields: [
                        .init(label: "Amount", value: "+$2,100.00", isCredit: true),
                        .init(label: "Date", value: "Yesterday"),
                        .init(label: "When", value: "January 14, 2026 at 10:00 AM"),
                        .init(label: "Memo", value: "Salary"),
                        .init(label: "Counterparty", value: "Acme Corp Payroll"),
                        .init(label: "Category", value: "salary"),
                        .init(label: "Type", value: "credit"),
                        .init(label: "Account", value: "Everyday (****7890)"),
                        .init(label: "Written by", value: "you"),
                    ],
                    amountMinor: 210_000, currency: "USD", timestamp: "2026-01-14T10:00:00Z", day: nil)
            ])
    }

    @Test(arguments: [
        (LedgerAuthor.you, "you"), (.person("o'brien"), "o'brien"),
        (.unrecorded, "not recorded (before the bank kept who wrote its rows)"),
    ])
    func presenter_namesWhoWroteTheRow(author: LedgerAuthor, shown: String) {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday, author: author))

        #expect(display.displayTransactionArguments.first?.fields.last == .init(label: "Written by", value: shown))
    }

    @Test func aTransfersKey_isShownAfterWhoWroteIt_andARowWithoutOneHasNoKeyLine() throws {
        // Given a row a transfer wrote with its key, and one written without a key
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display
        let key = try #require(RequestKey("4k9xq2m7v8d3h6j1n5p0"))

        // When both are presented
        sut.presentTransaction(
            .init(transaction: Fixtures.salary, account: Fixtures.everyday, author: .you, requestKey: key))
        sut.presentTransaction(.init(transaction: Fixtures.salary, account: Fixtures.everyday, author: .you))

        // Then the first has the key as typed back to search, and the second no key line
        let labels = display.displayTransactionArguments.map { $0.fields.map(\.label) }
        #expect(labels.first?.suffix(2) == ["Written by", "Key"])
        #expect(display.displayTransactionArguments.first?.fields.last?.value == "4k9xq2m7v8d3h6j1n5p0")
        #expect(labels.last?.contains("Key") == false)
    }

    // MARK: - Corrections

    private func change(_ kind: LedgerCorrection.Kind, _ before: String, _ after: String, undone: Bool = false)
        -> LedgerCorrection
    {
        LedgerCorrection(
            id: 3, transactionID: 12, kind: kind, before: before, after: after, author: .person("bob"),
            date: Fixtures.salary.date, isUndone: undone)
    }

    @Test func theNoteAndHistory_areShown_aChangeALine_undoneOnesMarked() {
        // Given a salary with a note, recategorised by bob and since undone
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display
        let notes = TransactionNotes(note: "bonus month", history: [change(.category, "salary", "other", undone: true)])

        // When it is presented
        sut.presentTransaction(
            .init(transaction: Fixtures.salary, account: Fixtures.everyday, author: .you, notes: notes))

        // Then the note is a field and the change a line of the history
        let shown = display.displayTransactionArguments.first
        #expect(shown?.fields.last == .init(label: "Note", value: "bonus month"))
        #expect(shown?.history == ["January 14, 2026 at 10:00 AM · bob · category salary → other (undone)"])
    }

    @Test func aDelete_saysWhatTheAccountsHoldNow_andThatUndoTakesItBack() {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentCorrection(
            .init(
                receipt: .init(
                    correction: change(.delete, "Salary", ""), transactions: [], accounts: [Fixtures.everyday])))

        #expect(
            display.displayCorrectionArguments.map(\.message) == [
                "Done: deleted “Salary”. Everyday holds $5,432.50. 'undo' takes it back."
            ])
    }

    @Test func aSplit_namesEachPart_andThatUndoTakesItBack() {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentCorrection(
            .init(
                receipt: .init(
                    correction: change(.split, "shopping", "groceries $30.00 + other $12.50"), transactions: [],
                    accounts: [Fixtures.everyday])))

        #expect(
            display.displayCorrectionArguments.map(\.message) == [
                "Done: split shopping → groceries $30.00 + other $12.50. 'undo' takes it back."
            ])
    }

    @Test func anUndo_isReviewedThenReportedDone() {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display
        let memo = change(.memo, "Flat white", "Cortado")

        sut.presentUndo(.init(correction: memo, isDone: false))
        sut.presentUndo(.init(correction: memo, isDone: true))

        #expect(
            display.displayUndoArguments.map(\.message) == [
                "Undo: memo “Flat white” → “Cortado”. Type 'confirm' to take it back, or anything else to leave it.",
                "Undone: memo “Flat white” → “Cortado”.",
            ])
    }

    @Test func aRowGone_isToldToTheDisplay() {
        let display = TransactionDetailDisplayLogicSpy()
        let sut = TransactionDetailPresenter(formatting: formatting)
        sut.display = display

        sut.presentRowGone()

        #expect(display.calls == [.displayRowGone])
    }
}
