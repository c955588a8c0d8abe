import StillnessCore

/// The use cases of the sitting scene: the meditation timer.
enum Sitting {
    // MARK: - Show Status

    /// Show where the timer is.
    enum ShowStatus {
        struct Response: Sendable, Equatable {
            let state: TimerState
            let settings: MeditationSettings
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let phase: String
            let detail: String
        }
    }

    // MARK: - Act

    /// Do something to the timer, carry out the effects the reducer asks for, then show them.
    enum Act {
        enum Command: Sendable, Equatable {
            case start(minutes: Int?)
            case wait(seconds: Int)
            case pause
            case resume
            case reset
        }

        /// An effect that was carried out.
        enum Event: Sendable, Equatable {
            case gong(Gong)
            case recorded(Session)
        }

        struct Request: Sendable, Equatable {
            let command: Command
        }

        struct Response: Sendable, Equatable {
            let events: [Event]
            let status: ShowStatus.Response
        }

        struct ViewModel: Sendable, Equatable, Encodable {
            let notices: [String]
            let status: ShowStatus.ViewModel
        }
    }
}

/// The commands of the sitting scene.
public enum SittingCommand: Sendable, Equatable {
    /// Begin a sitting, of the given minutes or the usual length.
    case start(minutes: Int?)
    /// Let seconds pass.
    case wait(seconds: Int)
    /// Hold the sitting.
    case pause
    /// Go on after a pause.
    case resume
    /// Stop without logging.
    case reset
    /// Show where the timer is.
    case status
    /// Show the finished sittings.
    case log
}
