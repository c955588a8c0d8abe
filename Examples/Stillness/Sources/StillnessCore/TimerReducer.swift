/// The timer as a pure function: `(state, action) -> (state, effects)`. No clock, no sound, no
/// storage: time comes in as `.elapse`, and what should happen in the world goes out as effects.
public enum TimerReducer {
    // MARK: - Constants

    /// How much time one `.elapse` may move on: from a second to a day.
    public static let waitRange = 1...86_400

    // MARK: - Reducing

    /// The state after `action`, and the effects to carry out, in order.
    /// - Throws: ``TimerError`` when the action makes no sense in `state` (pausing an idle timer).
    public static func reduce(
        _ state: TimerState, _ action: TimerAction
    ) throws(TimerError) -> (state: TimerState, effects: [TimerEffect]) {
        switch (state, action) {
        case (.idle, .start(let settings)), (.finished, .start(let settings)):
            return begin(settings)
        case (_, .start):
            throw .alreadyRunning
        case (_, .elapse(let seconds)) where !waitRange.contains(seconds):
            throw .invalidWait(seconds)
        case (.preparing(let remaining, let sitting), .elapse(let seconds)):
            return prepare(remaining: remaining, sitting: sitting, elapsed: seconds)
        case (.running(let remaining, let sitting), .elapse(let seconds)):
            return run(remaining: remaining, sitting: sitting, elapsed: seconds)
        case (.idle, .elapse), (.finished, .elapse), (.paused, .elapse):
            return (state, [])
        case (.preparing(let remaining, let sitting), .pause):
            return (.paused(remainingSeconds: remaining, sitting: sitting, isPreparing: true), [])
        case (.running(let remaining, let sitting), .pause):
            return (.paused(remainingSeconds: remaining, sitting: sitting, isPreparing: false), [])
        case (_, .pause):
            throw .notRunning
        case (.paused(let remaining, let sitting, true), .resume):
            return (.preparing(remainingSeconds: remaining, sitting: sitting), [])
        case (.paused(let remaining, let sitting, false), .resume):
            return (.running(remainingSeconds: remaining, sitting: sitting), [])
        case (_, .resume):
            throw .notPaused
        case (_, .reset):
            return (.idle, [])
        }
    }

    // MARK: - Private

    private static func begin(_ settings: MeditationSettings) -> (state: TimerState, effects: [TimerEffect]) {
        let sitting = settings.minutes * 60
        guard settings.preparationSeconds > 0 else {
            return (.running(remainingSeconds: sitting, sitting: sitting), [.playGong(.start)])
        }
        return (.preparing(remainingSeconds: settings.preparationSeconds, sitting: sitting), [])
    }

    private static func prepare(
        remaining: Int, sitting: Int, elapsed: Int
    ) -> (state: TimerState, effects: [TimerEffect]) {
        guard elapsed >= remaining else {
            return (.preparing(remainingSeconds: remaining - elapsed, sitting: sitting), [])
        }
        let running = run(remaining: sitting, sitting: sitting, elapsed: elapsed - remaining)
        return (running.state, [.playGong(.start)] + running.effects)
    }

    private static func run(remaining: Int, sitting: Int, elapsed: Int) -> (state: TimerState, effects: [TimerEffect]) {
        guard elapsed >= remaining else {
            return (.running(remainingSeconds: remaining - elapsed, sitting: sitting), [])
        }
        return (.finished(sitting: sitting), [.playGong(.end), .recordSession(minutes: sitting / 60)])
    }
}
