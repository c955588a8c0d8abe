import StillnessCore
public import Vipera
import ViperaSpyable

/// The display logic of the sitting scene.
@Spyable
protocol SittingDisplayLogic: ErrorDisplaying {
    func displayStatus(_ viewModel: Sitting.ShowStatus.ViewModel)
    func displayAct(_ viewModel: Sitting.Act.ViewModel)
}

/// The timer: shows where it is and turns typed commands into timer actions.
@MemberwiseInit
public final class SittingViewController: Scene, ConsoleDisplaying {
    // MARK: - Properties

    /// Where the scene writes.
    public let console: any Console
    /// The scene's name in the breadcrumb.
    public let title = Strings.Sitting.title
    private let interactor: any SittingBusinessLogic
    private let router: any SittingRoutingLogic

    // MARK: - Scene

    /// `Sitting`, in `where` and JSON output.
    public nonisolated static let sceneName = "Sitting"

    /// `start`, `wait`, `pause`, `resume`, `reset`, `status` and `log`.
    public var commands: CommandTable<SittingCommand> { Self.commandTable }

    /// Shows the timer.
    public func sceneDidLoad() async {
        await interactor.showStatus()
    }

    /// Turns a command into a request to the interactor, or a route.
    public func handle(_ command: SittingCommand) async {
        switch command {
        case .start(let minutes): await interactor.act(.init(command: .start(minutes: minutes)))
        case .wait(let seconds): await interactor.act(.init(command: .wait(seconds: seconds)))
        case .pause: await interactor.act(.init(command: .pause))
        case .resume: await interactor.act(.init(command: .resume))
        case .reset: await interactor.act(.init(command: .reset))
        case .status: await interactor.showStatus()
        case .log: router.routeToSessions()
        }
    }
}

// MARK: - SittingDisplayLogic

extension SittingViewController: SittingDisplayLogic {
    func displayStatus(_ viewModel: Sitting.ShowStatus.ViewModel) {
        show(viewModel, kind: "status") { status(viewModel) }
    }

    func displayAct(_ viewModel: Sitting.Act.ViewModel) {
        show(viewModel, kind: "act") {
            let notices: [any Renderable] = viewModel.notices.map { Notice(.info, $0) }
            return RenderGroup(notices + [status(viewModel.status)], spacing: 0)
        }
    }

    private func status(_ viewModel: Sitting.ShowStatus.ViewModel) -> KeyValueList {
        KeyValueList([KeyValueList.Pair(viewModel.phase, viewModel.detail)])
    }
}

// MARK: - Commands

extension SittingViewController {
    nonisolated static let commandTable = CommandTable<SittingCommand>([
        CommandSpec(
            "start",
            summary: Strings.Sitting.startSummary,
            parameters: [
                .argument(
                    "MINUTES", .integer(range: MeditationSettings.minuteRange), Strings.Sitting.minutesArgument,
                    isOptional: true)
            ]
        ) { .start(minutes: try $0.optionalInteger("MINUTES")) },
        CommandSpec(
            "wait",
            summary: Strings.Sitting.waitSummary,
            parameters: [.argument("SECONDS", .integer(range: TimerReducer.waitRange), Strings.Sitting.secondsArgument)]
        ) { .wait(seconds: try $0.integer("SECONDS")) },
        CommandSpec("pause", summary: Strings.Sitting.pauseSummary, command: .pause),
        CommandSpec("resume", summary: Strings.Sitting.resumeSummary, command: .resume),
        CommandSpec("reset", summary: Strings.Sitting.resetSummary, command: .reset),
        CommandSpec("status", summary: Strings.Sitting.statusSummary, command: .status),
        CommandSpec("log", summary: Strings.Sitting.logSummary, command: .log),
    ])
}
