import BankDomain
import Vipera
import ViperaSpyable

/// The presentation logic of the undo scene.
@Spyable
protocol UndoPresentationLogic: PresentationLogic {
    func presentReview(_ response: Undo.Review.Response)
    func presentFinish(_ response: Undo.Finish.Response)
    func presentUnavailable(_ error: any Error)
}

/// Says which change `confirm` would take back, and what became of it.
@MemberwiseInit
final class UndoPresenter: UndoPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any UndoDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }

    // MARK: - UndoPresentationLogic

    func presentReview(_ response: Undo.Review.Response) {
        display?.displayReview(
            Undo.Review.ViewModel(message: Strings.Undo.review(CorrectionWording.change(response.correction))))
    }

    func presentFinish(_ response: Undo.Finish.Response) {
        let change = CorrectionWording.change(response.correction)
        display?.displayFinish(
            Undo.Finish.ViewModel(
                message: response.isUndone ? Strings.Undo.undone(change) : Strings.Undo.left(change),
                isUndone: response.isUndone))
    }

    func presentUnavailable(_ error: any Error) {
        display?.displayUnavailable(ErrorViewModel(error))
    }
}
