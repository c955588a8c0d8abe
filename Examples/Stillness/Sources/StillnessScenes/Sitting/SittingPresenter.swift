import StillnessCore
import Vipera
import ViperaSpyable

/// The presentation logic of the sitting scene.
@Spyable
protocol SittingPresentationLogic: PresentationLogic {
    func presentStatus(_ response: Sitting.ShowStatus.Response)
    func presentAct(_ response: Sitting.Act.Response)
}

/// Puts the timer's phase and time into words, and each carried-out effect into a notice.
final class SittingPresenter: SittingPresentationLogic, ErrorPresenting {
    // MARK: - Properties

    weak var display: (any SittingDisplayLogic)?
    var errorDisplay: (any ErrorDisplaying)? { display }

    // MARK: - SittingPresentationLogic

    func presentStatus(_ response: Sitting.ShowStatus.Response) {
        display?.displayStatus(viewModel(for: response))
    }

    func presentAct(_ response: Sitting.Act.Response) {
        let notices = response.events.map { event in
            switch event {
            case .gong(.start): Strings.Sitting.startGong
            case .gong(.end): Strings.Sitting.endGong
            case .recorded(let session): Strings.Sitting.recorded(number: session.number, minutes: session.minutes)
            }
        }
        display?.displayAct(Sitting.Act.ViewModel(notices: notices, status: viewModel(for: response.status)))
    }

    // MARK: - Private

    private func viewModel(for response: Sitting.ShowStatus.Response) -> Sitting.ShowStatus.ViewModel {
        switch response.state {
        case .idle:
            .init(phase: Strings.Sitting.idle, detail: Strings.Sitting.idleDetail(minutes: response.settings.minutes))
        case .preparing(let remaining, let sitting):
            .init(
                phase: Strings.Sitting.preparing,
                detail: Strings.Sitting.preparingDetail(clock(remaining), clock(sitting)))
        case .running(let remaining, let sitting):
            .init(phase: Strings.Sitting.running, detail: Strings.Sitting.left(clock(remaining), of: clock(sitting)))
        case .paused(let remaining, let sitting, true):
            .init(
                phase: Strings.Sitting.paused, detail: Strings.Sitting.preparingDetail(clock(remaining), clock(sitting))
            )
        case .paused(let remaining, let sitting, false):
            .init(phase: Strings.Sitting.paused, detail: Strings.Sitting.left(clock(remaining), of: clock(sitting)))
        case .finished(let sitting):
            .init(phase: Strings.Sitting.finished, detail: Strings.Sitting.finishedDetail(clock(sitting)))
        }
    }

    /// Seconds as `MM:SS`.
    private func clock(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return (minutes < 10 ? "0" : "") + String(minutes) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }
}
