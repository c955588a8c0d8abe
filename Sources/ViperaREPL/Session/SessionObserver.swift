package import Vipera

/// Watches the lines a session runs, for recording a transcript or splitting captured output by
/// command. Only lines read from the session's own input are reported; the lines of a script run
/// by `source` belong to the `source` command.
@MainActor
package protocol SessionObserver: AnyObject {
    /// Called before `line` runs, after blank lines and comments are skipped.
    /// - Parameter line: The line as read.
    func sessionWillRun(_ line: String)

    /// Called after `line` ran and its output was flushed.
    /// - Parameters:
    ///   - line: The line as read.
    ///   - result: Whether it succeeded, failed or ended the session.
    func sessionDidRun(_ line: String, result: CommandOutcome)

    /// Called for a `#` comment the session skipped, so a recording can keep it.
    /// - Parameter line: The comment as read, `#` included.
    func sessionDidSkipComment(_ line: String)
}

extension SessionObserver {
    /// Comments matter only to recorders; others ignore them.
    /// - Parameter line: The comment as read.
    package func sessionDidSkipComment(_ line: String) {}
}
