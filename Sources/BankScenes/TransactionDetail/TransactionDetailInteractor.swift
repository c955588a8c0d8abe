import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the transaction detail scene.
@Spyable
protocol TransactionDetailBusinessLogic: BusinessLogic {
    func loadCategoryChoices() async
    func showTransaction() async
    func correct(_ request: TransactionDetail.Correct.Request) async
    func split(_ request: TransactionDetail.Split.Request) async
    func reviewUndo() async
    func confirmUndo() async
}

/// Holds the transaction shown and reloads it, with who wrote it, its note and its history;
/// corrects it, and reviews and takes back the session's last change.
@MemberwiseInit
final class TransactionDetailInteractor: TransactionDetailBusinessLogic {
    // MARK: - Properties

    private(set) var transaction: Transaction
    private let account: Account
    let presenter: any TransactionDetailPresentationLogic
    private let worker: any TransactionDetailWorkingLogic
    /// The change reviewed by `undo`, which `confirm` takes back.
    private(set) var reviewedUndo: LedgerCorrection?

    // MARK: - TransactionDetailBusinessLogic

    func showTransaction() async {
        await presenter.presentingErrors {
            try await presentTransaction()
        }
    }

    func correct(_ request: TransactionDetail.Correct.Request) async {
        await correct(request.correction)
    }

    func split(_ request: TransactionDetail.Split.Request) async {
        let parts: [SplitPart]
        do {
            parts = try SplitRules.parts(request.parts, of: transaction, currency: account.currency)
        } catch {
            reviewedUndo = nil
            presenter.presentError(error)
            return
        }
        await correct(.split(parts))
    }

    func reviewUndo() async {
        reviewedUndo = nil
        await presenter.presentingErrors {
            guard let last = try await worker.fetchLastUndoable() else {
                throw BankError.cannotCorrect(.nothingToUndo)
            }
            reviewedUndo = last
            presenter.presentUndo(TransactionDetail.Undo.Response(correction: last, isDone: false))
        }
    }

    func confirmUndo() async {
        guard let reviewed = reviewedUndo else {
            presenter.presentError(UndoNotReviewed())
            return
        }
        reviewedUndo = nil
        do {
            _ = try await worker.undo(reviewed.id)
            presenter.presentUndo(TransactionDetail.Undo.Response(correction: reviewed, isDone: true))
        } catch {
            presenter.presentError(error)
            return
        }
        await showWhatIsLeft()
    }

    /// Reads the categories Tab and `?` suggest.
    func loadCategoryChoices() async {
        presenter.presentCategoryChoices(await CategoryChoices.response(reading: worker.fetchCategoryBook))
    }

    // MARK: - Private

    /// Makes `correction` to the row and shows what is left of it.
    private func correct(_ correction: Correction) async {
        reviewedUndo = nil
        do {
            let receipt = try await worker.correct(CorrectionOrder(correction, of: transaction.id))
            presenter.presentCorrection(TransactionDetail.Correct.Response(receipt: receipt))
        } catch {
            presenter.presentError(error)
            return
        }
        await showWhatIsLeft()
    }

    /// Reads the row again, with who wrote it, its note and its history, and presents it.
    private func presentTransaction() async throws {
        let authored = try await worker.fetchTransaction(id: transaction.id)
        transaction = authored.transaction
        presenter.presentTransaction(
            TransactionDetail.ShowTransaction.Response(
                transaction: authored.transaction, account: account, author: authored.author,
                requestKey: authored.requestKey, notes: try await worker.fetchNotes(id: transaction.id)))
    }

    /// Shows the row again as it is now, or says it is no longer there (deleted, or its record
    /// undone), which takes the person back to the list.
    private func showWhatIsLeft() async {
        do {
            try await presentTransaction()
        } catch BankError.transactionNotFound {
            presenter.presentRowGone()
        } catch {
            presenter.presentError(error)
        }
    }
}

/// `confirm` with no change reviewed by `undo`.
struct UndoNotReviewed: Error, Equatable, LocalizedError {
    var errorDescription: String? { Strings.TransactionDetail.nothingReviewed }
    var recoverySuggestion: String? { Strings.TransactionDetail.undoHint }
}
