import BankDomain
import Foundation
import Vipera
import ViperaSpyable

/// The business logic of the undo scene.
@Spyable
protocol UndoBusinessLogic: BusinessLogic {
    func review() async
    func confirm() async
    func cancel() async
}

/// Finds the session's newest change that can be taken back, shows it, and takes back that one
/// change on `confirm`: not one made since by this session, which the store would find newer.
@MemberwiseInit
final class UndoInteractor: UndoBusinessLogic {
    // MARK: - Properties

    let presenter: any UndoPresentationLogic
    private let worker: any UndoWorkingLogic
    /// The change shown, which `confirm` takes back.
    private(set) var reviewed: LedgerCorrection?

    // MARK: - UndoBusinessLogic

    func review() async {
        do {
            guard let last = try await worker.fetchLastUndoable() else {
                throw BankError.cannotCorrect(.nothingToUndo)
            }
            reviewed = last
            presenter.presentReview(Undo.Review.Response(correction: last))
        } catch {
            presenter.presentUnavailable(error)
        }
    }

    func confirm() async {
        guard let reviewed else {
            presenter.presentError(UndoNotReviewed())
            return
        }
        await presenter.presentingErrors {
            _ = try await worker.undo(reviewed.id)
            self.reviewed = nil
            presenter.presentFinish(Undo.Finish.Response(correction: reviewed, isUndone: true))
        }
    }

    func cancel() async {
        guard let reviewed else { return }
        self.reviewed = nil
        presenter.presentFinish(Undo.Finish.Response(correction: reviewed, isUndone: false))
    }
}
