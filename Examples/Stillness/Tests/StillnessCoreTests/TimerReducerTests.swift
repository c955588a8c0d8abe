import StillnessCore
import Testing

@Suite("Timer reducer")
struct TimerReducerTests {
    private let twoMinutes = MeditationSettings(minutes: 2, preparationSeconds: 15)

    @Test func start_prepares_thenTheFirstGongBeginsTheSitting() throws {
        // Given
        let (preparing, none) = try TimerReducer.reduce(.idle, .start(twoMinutes))

        // When
        let (running, effects) = try TimerReducer.reduce(preparing, .elapse(seconds: 20))

        // Then
        #expect(preparing == .preparing(remainingSeconds: 15, sitting: 120))
        #expect(none.isEmpty)
        #expect(running == .running(remainingSeconds: 115, sitting: 120))
        #expect(effects == [.playGong(.start)])
    }

    @Test func withoutPreparation_theSittingBeginsAtOnce() throws {
        let (state, effects) = try TimerReducer.reduce(
            .idle, .start(MeditationSettings(minutes: 1, preparationSeconds: 0)))

        #expect(state == .running(remainingSeconds: 60, sitting: 60))
        #expect(effects == [.playGong(.start)])
    }

    @Test func oneLongWait_throughPreparationAndSitting_givesEveryEffectInOrder() throws {
        // Given
        let (preparing, _) = try TimerReducer.reduce(.idle, .start(twoMinutes))

        // When
        let (state, effects) = try TimerReducer.reduce(preparing, .elapse(seconds: 3_600))

        // Then
        #expect(state == .finished(sitting: 120))
        #expect(effects == [.playGong(.start), .playGong(.end), .recordSession(minutes: 2)])
    }

    @Test func pausing_holdsTheTime_andResumingReturnsToThePhaseItHeld() throws {
        // Given
        let preparing = TimerState.preparing(remainingSeconds: 5, sitting: 120)

        // When
        let (paused, _) = try TimerReducer.reduce(preparing, .pause)
        let (stillPaused, none) = try TimerReducer.reduce(paused, .elapse(seconds: 100))
        let (resumed, _) = try TimerReducer.reduce(stillPaused, .resume)

        // Then
        #expect(paused == .paused(remainingSeconds: 5, sitting: 120, isPreparing: true))
        #expect(stillPaused == paused)
        #expect(none.isEmpty)
        #expect(resumed == preparing)
        #expect(
            try TimerReducer.reduce(.running(remainingSeconds: 9, sitting: 60), .pause).state
                == .paused(remainingSeconds: 9, sitting: 60, isPreparing: false))
    }

    @Test func reset_returnsToIdleFromAnywhere_withoutEffects() throws {
        let states: [TimerState] = [
            .idle, .preparing(remainingSeconds: 1, sitting: 60), .running(remainingSeconds: 1, sitting: 60),
            .paused(remainingSeconds: 1, sitting: 60, isPreparing: false), .finished(sitting: 60),
        ]
        for state in states {
            let (next, effects) = try TimerReducer.reduce(state, .reset)
            #expect(next == .idle)
            #expect(effects.isEmpty)
        }
    }

    @Test func afterAFinishedSitting_anotherCanStart() throws {
        let (state, _) = try TimerReducer.reduce(.finished(sitting: 60), .start(twoMinutes))

        #expect(state == .preparing(remainingSeconds: 15, sitting: 120))
    }

    @Test(arguments: [
        (TimerState.running(remainingSeconds: 9, sitting: 60), TimerAction.start(.standard), TimerError.alreadyRunning),
        (.idle, .pause, .notRunning),
        (.finished(sitting: 60), .pause, .notRunning),
        (.running(remainingSeconds: 9, sitting: 60), .resume, .notPaused),
        (.running(remainingSeconds: 9, sitting: 60), .elapse(seconds: 0), .invalidWait(0)),
        (.idle, .elapse(seconds: 86_401), .invalidWait(86_401)),
    ])
    func actionsThatMakeNoSense_areRefused(state: TimerState, action: TimerAction, error: TimerError) {
        #expect(throws: error) { try TimerReducer.reduce(state, action) }
    }

    @Test func settings_acceptOneToSixtyMinutesOnly() throws {
        #expect(try MeditationSettings.standard.withMinutes(60).minutes == 60)
        #expect(throws: TimerError.invalidDuration(0)) { try MeditationSettings.standard.withMinutes(0) }
        #expect(throws: TimerError.invalidDuration(61)) { try MeditationSettings.standard.withMinutes(61) }
    }
}
