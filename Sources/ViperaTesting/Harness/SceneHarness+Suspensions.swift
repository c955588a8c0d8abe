public import Testing
import Vipera

extension SceneHarness {
    /// The lines that did not run to their end without a suspension, in order; each line runs
    /// once, after the one before it has ended.
    ///
    /// A command whose data has not changed since its scene last read it needs nothing it must
    /// wait for: the view controller, the interactor, a kept read, the presenter and the display
    /// all run on the main actor, and an `await` between them that finds its callee on the same
    /// actor is a call, not a suspension. A line suspends when something it awaits runs
    /// elsewhere: an actor's method (a worker kept in an `actor`), a `@concurrent` function, a
    /// `nonisolated` async function of a module built without `NonisolatedNonsendingByDefault`,
    /// or a continuation resumed later. Each line is started with `Task.immediate`, which runs
    /// a task in place until its first suspension; a line that ended there never suspended.
    /// - Parameter lines: The command lines, as typed.
    /// - Returns: The lines that suspended at least once; empty when none did.
    @available(macOS 26.0, *)
    public func linesThatSuspend(_ lines: [String]) async -> [String] {
        var suspending: [String] = []
        for line in lines {
            let run = RunInPlace()
            let task = Task.immediate { @MainActor in
                await self.run(line)
                run.hasEnded = true
            }
            if !run.hasEnded {
                suspending.append(line)
            }
            await task.value
        }
        return suspending
    }
}

/// Checks that each line runs to its end without a suspension, recording a Swift Testing issue
/// for each line that suspends (``SceneHarness/linesThatSuspend(_:)``).
///
/// Run the lines once to read the data, then again to check that a scene shown again on
/// unchanged data waits for nothing:
///
/// ```swift
/// await bank.run("accounts", "open 2", "back")
/// await expectNoSuspension(bank, running: "open 2", "back", "home")
/// ```
/// - Parameters:
///   - harness: The app.
///   - lines: The command lines, as typed, run in order.
///   - sourceLocation: Where an issue is recorded; the caller's line.
@available(macOS 26.0, *)
@MainActor
public func expectNoSuspension(
    _ harness: SceneHarness, running lines: String..., sourceLocation: SourceLocation = #_sourceLocation
) async {
    for line in await harness.linesThatSuspend(lines) {
        Issue.record(
            Comment(rawValue: "'\(line)' suspended: something it awaited ran off the main actor"),
            sourceLocation: sourceLocation)
    }
}

// MARK: - RunInPlace

/// Whether a task started in place has ended, set by the task itself.
@MainActor
private final class RunInPlace {
    var hasEnded = false
}
