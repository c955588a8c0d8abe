public import Testing
import Vipera

extension SceneHarness {
    /// What breaks the rule every multi-step command must keep, a refused value leaves no older
    /// value in its place: runs `accepted`, which must succeed; then `refused`, which must fail;
    /// then `probe` (such as `review`), whose output must not show `stale`, the text of the
    /// accepted value. Empty when the rule holds.
    ///
    /// The refusal may come from the line not parsing (the framework then calls
    /// `CollectingScene.refuse(_:collecting:)`) or from the scene's own rules; the rule is the same.
    /// - Parameters:
    ///   - accepted: A line that gives the piece a value, such as `amount 50`.
    ///   - refused: A line that gives the same piece a value that is refused, such as `amount 12,50`.
    ///   - probe: A line that shows the pieces held, such as `review`.
    ///   - stale: How the accepted value reads in the probe's output, such as `$50.00`.
    /// - Returns: Each problem, in a sentence.
    public func refusalProblems(accepted: String, refused: String, probe: String, stale: String) async -> [String] {
        var problems: [String] = []
        if await run(accepted).result != .succeeded {
            problems.append("'\(accepted)' was expected to be accepted, but it was refused")
        }
        let refusal = await run(refused)
        if refusal.result?.isFailure != true {
            problems.append("'\(refused)' was expected to be refused, but it was not")
        }
        let probed = await run(probe)
        if probed.transcript.contains(stale) {
            problems.append(
                "after '\(refused)' was refused, '\(probe)' still shows '\(stale)' from '\(accepted)':\n"
                    + probed.transcript)
        }
        return problems
    }
}

/// Checks that a refused value leaves no older value in its place, recording a Swift Testing
/// issue for each way it does not (``SceneHarness/refusalProblems(accepted:refused:probe:stale:)``).
///
/// ```swift
/// await expectRefusalForgets(
///     harness, accepted: "amount 50", refused: "amount 12,50", probe: "review", stale: "$50.00")
/// ```
/// - Parameters:
///   - harness: The app, at the scene whose command collects the piece.
///   - accepted: A line that gives the piece a value, such as `amount 50`.
///   - refused: A line that gives the same piece a value that is refused, such as `amount 12,50`.
///   - probe: A line that shows the pieces held, such as `review`.
///   - stale: How the accepted value reads in the probe's output, such as `$50.00`.
///   - sourceLocation: Where an issue is recorded; the caller's line.
@MainActor
public func expectRefusalForgets(
    _ harness: SceneHarness, accepted: String, refused: String, probe: String, stale: String,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    for problem in await harness.refusalProblems(accepted: accepted, refused: refused, probe: probe, stale: stale) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}
