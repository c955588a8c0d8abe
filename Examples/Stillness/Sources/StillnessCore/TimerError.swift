public import Foundation

/// What the timer refuses, with what to do instead.
public enum TimerError: Error, Equatable, LocalizedError {
    /// A sitting's length outside 1...60 minutes.
    case invalidDuration(Int)
    /// Time that does not move forward.
    case invalidWait(Int)
    /// Starting while a sitting is under way.
    case alreadyRunning
    /// Pausing when nothing runs.
    case notRunning
    /// Resuming when nothing is paused.
    case notPaused

    // MARK: - LocalizedError

    /// The message, after `error: `.
    public var errorDescription: String? {
        switch self {
        case .invalidDuration(let minutes):
            "a sitting of \(minutes) minutes is not possible; it lasts "
                + "\(MeditationSettings.minimumMinutes) to \(MeditationSettings.maximumMinutes) minutes"
        case .invalidWait(let seconds): "cannot wait \(seconds) seconds; a wait is 1 second to a day"
        case .alreadyRunning: "a sitting is already under way"
        case .notRunning: "there is no sitting to pause"
        case .notPaused: "the timer is not paused"
        }
    }

    /// What to type instead.
    public var recoverySuggestion: String? {
        switch self {
        case .invalidDuration: "Type a length such as: start 10"
        case .invalidWait: "Type a number of seconds such as: wait 60"
        case .alreadyRunning: "Type 'reset' to stop it first, or 'status' to see where it is."
        case .notRunning: "Type 'start' to begin one."
        case .notPaused: "Type 'pause' while a sitting runs."
        }
    }
}
