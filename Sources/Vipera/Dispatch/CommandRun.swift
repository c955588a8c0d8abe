/// The command running now, as the errors presented while it runs mark it: how a scene's failure
/// becomes the value ``CommandOutcome`` without anyone counting the console's errors.
///
/// The dispatcher binds one for each scene command it runs (``Scene/perform(_:)``); presenting an
/// error (``ErrorPresenting/presentError(_:)``, ``ErrorDisplaying/displayError(_:)``) marks the one
/// bound. A run is kept by its dispatcher and reused, so a command costs no allocation for it.
@MainActor
package final class CommandRun {
    // MARK: - Properties

    /// The run of the command in progress on this task, if one is.
    @TaskLocal package static var current: CommandRun?

    /// The first error presented since the run began.
    package private(set) var error: ErrorViewModel?

    // MARK: - Initialization

    /// Creates a run with nothing presented.
    package nonisolated init() {}

    // MARK: - Marking

    /// Marks the run failed by `error`, unless an earlier error marked it.
    /// - Parameter error: The error presented.
    package func fail(_ error: ErrorViewModel) {
        if self.error == nil {
            self.error = error
        }
    }

    /// Marks the command running now failed by `error`: what presenting an error does.
    /// - Parameter error: The error presented.
    package static func markFailed(_ error: ErrorViewModel) {
        current?.fail(error)
    }

    /// Runs `body` as this run's command, and says how it went. A run already in progress (a
    /// command that runs another) keeps its own mark.
    /// - Parameter body: The command's work.
    /// - Returns: ``CommandOutcome/failed(_:)`` with the first error presented meanwhile, else
    ///   ``CommandOutcome/succeeded``.
    package func outcome(of body: () async -> Void) async -> CommandOutcome {
        let outer = error
        error = nil
        await Self.$current.withValue(self) { await body() }
        let presented = error
        error = outer
        return presented.map { .failed($0) } ?? .succeeded
    }
}
