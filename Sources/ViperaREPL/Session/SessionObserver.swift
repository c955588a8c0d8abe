public import Vipera

/// Watches the lines a session runs, for recording a transcript or splitting captured output by
/// command. Only lines read from the session's own input are reported; the lines of a script run
/// by `source` belong to the `source` command.
@MainActor
public protocol SessionObserver: AnyObject {
    /// Called before `line` runs, after blank lines and comments are skipped.
    func sessionWillRun(_ line: String)

    /// Called after `line` ran and its output was flushed.
    func sessionDidRun(_ line: String, result: DispatchResult)

    /// Called for a `#` comment the session skipped, so a recording can keep it.
    func sessionDidSkipComment(_ line: String)
}

extension SessionObserver {
    /// Comments matter only to recorders; others ignore them.
    public func sessionDidSkipComment(_ line: String) {}
}
