/// Where the timer is. Values only: the reducer returns a new state for every action.
public enum TimerState: Sendable, Equatable {
    /// Nothing is running.
    case idle
    /// Counting down the quiet before the first gong.
    case preparing(remainingSeconds: Int, sitting: Int)
    /// The sitting is under way.
    case running(remainingSeconds: Int, sitting: Int)
    /// The preparation or the sitting is on hold; resuming goes back to the phase it held.
    case paused(remainingSeconds: Int, sitting: Int, isPreparing: Bool)
    /// The sitting ended with the closing gong.
    case finished(sitting: Int)

    /// Seconds left in the current phase; zero when nothing counts down.
    public var remainingSeconds: Int {
        switch self {
        case .idle, .finished: 0
        case .preparing(let seconds, _), .running(let seconds, _), .paused(let seconds, _, _): seconds
        }
    }
}

/// What can happen to the timer.
public enum TimerAction: Sendable, Equatable {
    /// Begin a sitting with these settings.
    case start(MeditationSettings)
    /// Let time pass.
    case elapse(seconds: Int)
    /// Hold the sitting.
    case pause
    /// Go on after a pause.
    case resume
    /// Stop and return to idle, recording nothing.
    case reset
}

/// What the reducer asks the world to do; the interactor carries these out.
public enum TimerEffect: Sendable, Equatable {
    /// Sound a gong.
    case playGong(Gong)
    /// Keep a finished sitting in the log.
    case recordSession(minutes: Int)
}

/// The gongs of a sitting.
public enum Gong: String, Sendable, Equatable {
    /// After the preparation: the sitting begins.
    case start
    /// The sitting is over.
    case end
}
