import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("TransactionDetail interactor")
struct TransactionDetailInteractorTests {
    private let recategorised = LedgerCorrection(
        id: 7, transactionID: 12, kind: .category, before: "salary", after: "other", author: .you, date: fixedNow,
        isUndone: false)

    private func makeSUT(
        _ worker: TransactionDetailWorkingLogicSpy
    ) -> (TransactionDetailInteractor, TransactionDetailPresentationLogicSpy) {
        let presenter = TransactionDetailPresentationLogicSpy()
        worker.fetchTransactionResult =
            worker.fetchTransactionResult ?? .success(AuthoredTransaction(Fixtures.salary, by: .you))
        worker.fetchNotesResult = .success(TransactionNotes(note: "", history: []))
        let sut = TransactionDetailInteractor(
            transaction: Fixtures.salary, account: Fixtures.everyday, presenter: presenter, worker: worker)
        return (sut, presenter)
    }

    @Test func interactor_reloadsAndPresentsTheTransactionWithItsAccountAuthorKeyAndNotes() async throws {
        // Given a transaction another person wrote, with a note
        let worker = TransactionDetailWorkingLogicSpy()
        let key = try #require(RequestKey("4k9xq2m7v8d3h6j1n5p0"))
        worker.fetchTransactionResult = .success(
            AuthoredTransaction(Fixtures.salary, by: .person("bob"), requestKey: key))
        let (sut, presenter) = makeSUT(worker)
        let notes = TransactionNotes(note: "bonus month", history: [recategorised])
        worker.fetchNotesResult = .success(notes)

        // When it is shown
        await sut.showTransaction()

        // Then it was read again with who wrote it and its notes
        #expect(worker.calls == [.fetchTransaction(12), .fetchNotes(12)])
        #expect(
            presenter.calls == [
                .presentTransaction(
                    .init(
                        transaction: Fixtures.salary, account: Fixtures.everyday, author: .person("bob"),
                        requestKey: key, notes: notes))
            ])
    }

    @Test func interactor_whenGone_presentsError() async {
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchTransactionResult = .failure(BankError.transactionNotFound(12))
        let (sut, presenter) = makeSUT(worker)

        await sut.showTransaction()

        #expect(presenter.calls == [.presentError(ErrorViewModel(BankError.transactionNotFound(12)))])
    }

    @Test func aCorrection_isPresented_thenTheRowShownAsItIsNow() async {
        // Given a store that makes the correction
        let worker = TransactionDetailWorkingLogicSpy()
        let receipt = CorrectionReceipt(correction: recategorised, transactions: [Fixtures.salary], accounts: [])
        worker.correctResult = .success(receipt)
        let (sut, presenter) = makeSUT(worker)

        // When the row is given the category other
        await sut.correct(.init(correction: .category(.other)))

        // Then the correction was asked of this row, presented, and the row shown again
        #expect(worker.correctArguments == [CorrectionOrder(.category(.other), of: 12)])
        #expect(presenter.calls.first == .presentCorrection(.init(receipt: receipt)))
        #expect(presenter.calls.count == 2)
    }

    @Test func aDeletedRow_isPresentedAsGone() async {
        // Given a row the store deletes
        let worker = TransactionDetailWorkingLogicSpy()
        let deleted = CorrectionReceipt(correction: recategorised, transactions: [], accounts: [])
        worker.correctResult = .success(deleted)
        let (sut, presenter) = makeSUT(worker)
        worker.fetchTransactionResult = .failure(BankError.transactionNotFound(12))

        // When it is deleted
        await sut.correct(.init(correction: .delete))

        // Then the deletion is presented, then that the row is gone
        #expect(presenter.calls == [.presentCorrection(.init(receipt: deleted)), .presentRowGone])
    }

    @Test func aSplit_isReadInTheAccountsCurrency_withTheRestForTheLastPart_thenTheRowIsGone() async {
        // Given the salary of $2,500.00 and a store that splits it
        let worker = TransactionDetailWorkingLogicSpy()
        let split = CorrectionReceipt(correction: recategorised, transactions: [], accounts: [])
        worker.correctResult = .success(split)
        let (sut, presenter) = makeSUT(worker)
        worker.fetchTransactionResult = .failure(BankError.transactionNotFound(12))

        // When it is split into $500 of other and the rest of salary
        await sut.split(
            .init(parts: [
                WrittenSplitPart(amount: WrittenAmount(significand: 500), category: .other),
                WrittenSplitPart(amount: nil, category: .salary),
            ]))

        // Then the store was asked for parts in cents that add up to the row, and the row is gone
        let parts = [
            SplitPart(amountMinor: 50_000, category: .other),
            SplitPart(amountMinor: Fixtures.salary.amountMinor - 50_000, category: .salary),
        ]
        #expect(worker.correctArguments == [CorrectionOrder(.split(parts), of: 12)])
        #expect(presenter.calls == [.presentCorrection(.init(receipt: split)), .presentRowGone])
    }

    @Test func aSplitThatDoesNotAddUp_isRefusedBeforeTheStore() async {
        // Given the salary
        let worker = TransactionDetailWorkingLogicSpy()
        let (sut, presenter) = makeSUT(worker)

        // When it is split into parts of $1 and $2
        await sut.split(
            .init(parts: [
                WrittenSplitPart(amount: WrittenAmount(significand: 1), category: .other),
                WrittenSplitPart(amount: WrittenAmount(significand: 2), category: .salary),
            ]))

        // Then the store was not asked, and the sums are given
        #expect(worker.correctArguments.isEmpty)
        let whole = MinorUnits.amount(of: Fixtures.salary.amountMinor, currency: "USD")
        #expect(
            presenter.calls == [
                .presentError(
                    ErrorViewModel(
                        BankError.cannotCorrect(.splitDoesNotAddUp(parts: 3, whole: whole, currency: "USD"))))
            ])
    }

    @Test func aRefusedCorrection_isAnError_andShowsNothingElse() async {
        let worker = TransactionDetailWorkingLogicSpy()
        worker.correctResult = .failure(BankError.cannotCorrect(.unchanged))
        let (sut, presenter) = makeSUT(worker)

        await sut.correct(.init(correction: .category(.salary)))

        #expect(presenter.calls == [.presentError(ErrorViewModel(BankError.cannotCorrect(.unchanged)))])
    }

    @Test func undo_isReviewedFirst_andConfirmTakesBackWhatWasReviewed() async {
        // Given the session's last change
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchLastUndoableResult = .success(recategorised)
        worker.undoResult = .success(CorrectionReceipt(correction: recategorised, transactions: [], accounts: []))
        let (sut, presenter) = makeSUT(worker)

        // When undo is typed, then confirm
        await sut.reviewUndo()
        #expect(worker.undoArguments.isEmpty)
        await sut.confirmUndo()

        // Then the change reviewed was taken back, once
        #expect(worker.undoArguments == [7])
        #expect(
            presenter.calls.prefix(2) == [
                .presentUndo(.init(correction: recategorised, isDone: false)),
                .presentUndo(.init(correction: recategorised, isDone: true)),
            ])
        #expect(sut.reviewedUndo == nil)
    }

    @Test func confirmWithoutUndo_orWithNothingToUndo_takesNothingBack() async {
        let worker = TransactionDetailWorkingLogicSpy()
        worker.fetchLastUndoableResult = .success(nil)
        let (sut, presenter) = makeSUT(worker)

        await sut.confirmUndo()
        await sut.reviewUndo()
        await sut.confirmUndo()

        #expect(worker.undoArguments.isEmpty)
        #expect(
            presenter.calls == [
                .presentError(ErrorViewModel(UndoNotReviewed())),
                .presentError(ErrorViewModel(BankError.cannotCorrect(.nothingToUndo))),
                .presentError(ErrorViewModel(UndoNotReviewed())),
            ])
    }
}
