import BankDomain
public import Vipera
import ViperaSpyable

/// The display logic of the undo scene.
@Spyable
protocol UndoDisplayLogic: ErrorDisplaying {
    func displayReview(_ viewModel: Undo.Review.ViewModel)
    func displayFinish(_ viewModel: Undo.Finish.ViewModel)
    func displayUnavailable(_ viewModel: ErrorViewModel)
}

/// The session's newest record or correction, shown to take back: `confirm` takes it back,
/// `cancel` (or `back`) leaves it; either way the scene that `undo` was typed in shows again.
@MemberwiseInit
public final class UndoViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the change is written.
    public let console: any Console
    let interactor: any UndoBusinessLogic
    let router: any UndoRoutingLogic

    // MARK: - Scene

    /// `Undo`, in `where` and JSON output.
    public nonisolated static let sceneName = "Undo"

    /// "Undo".
    public var title: String { Strings.Undo.title }

    /// `confirm` and `cancel`.
    public var commands: CommandTable<UndoCommand> { Self.commandTable }

    /// Shows the change `confirm` would take back, or says there is none and goes back.
    public func sceneDidLoad() async {
        await interactor.review()
    }

    /// Takes the change back, or leaves it.
    public func handle(_ command: UndoCommand) async {
        switch command {
        case .confirm: await interactor.confirm()
        case .cancel: await interactor.cancel()
        }
    }
}

// MARK: - UndoDisplayLogic

extension UndoViewController: UndoDisplayLogic, FlowEnding {
    var origin: any OriginRouting { router }

    func displayReview(_ viewModel: Undo.Review.ViewModel) {
        show(viewModel, kind: "review") { Notice(.info, viewModel.message) }
    }

    func displayFinish(_ viewModel: Undo.Finish.ViewModel) {
        show(viewModel, kind: "finished") { Notice(viewModel.isUndone ? .success : .info, viewModel.message) }
        leaveFlow()
    }
}

// MARK: - Commands

extension UndoViewController {
    nonisolated static let commandTable = CommandTable<UndoCommand>([
        CommandSpec("confirm", summary: Strings.Undo.confirmSummary, effects: .changesData, command: .confirm),
        CommandSpec("cancel", summary: Strings.Undo.cancelSummary, command: .cancel),
    ])
}
