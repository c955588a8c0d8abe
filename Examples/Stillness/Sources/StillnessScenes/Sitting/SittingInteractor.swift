import StillnessCore
import Vipera
import ViperaSpyable

/// The business logic of the sitting scene.
@Spyable
protocol SittingBusinessLogic: BusinessLogic {
    func showStatus() async
    func act(_ request: Sitting.Act.Request) async
}

/// Runs the timer: feeds actions to the reducer, keeps the state it returns, and carries out the
/// effects it asks for (a gong is shown, a finished sitting is logged through the worker).
@MemberwiseInit
final class SittingInteractor: SittingBusinessLogic {
    // MARK: - Properties

    private(set) var state: TimerState = .idle
    private let settings: MeditationSettings
    private let presenter: any SittingPresentationLogic
    private let worker: any SittingWorkingLogic

    // MARK: - SittingBusinessLogic

    func showStatus() async {
        presenter.presentStatus(status)
    }

    func act(_ request: Sitting.Act.Request) async {
        await presenter.presentingErrors {
            let (next, effects) = try TimerReducer.reduce(state, try action(for: request.command))
            state = next
            var events: [Sitting.Act.Event] = []
            for effect in effects {
                events.append(try await carryOut(effect))
            }
            presenter.presentAct(Sitting.Act.Response(events: events, status: status))
        }
    }

    // MARK: - Private

    private var status: Sitting.ShowStatus.Response {
        Sitting.ShowStatus.Response(state: state, settings: settings)
    }

    private func action(for command: Sitting.Act.Command) throws(TimerError) -> TimerAction {
        switch command {
        case .start(let minutes): .start(try minutes.map(settings.withMinutes) ?? settings)
        case .wait(let seconds): .elapse(seconds: seconds)
        case .pause: .pause
        case .resume: .resume
        case .reset: .reset
        }
    }

    private func carryOut(_ effect: TimerEffect) async throws -> Sitting.Act.Event {
        switch effect {
        case .playGong(let gong): .gong(gong)
        case .recordSession(let minutes): .recorded(try await worker.record(minutes: minutes))
        }
    }
}
