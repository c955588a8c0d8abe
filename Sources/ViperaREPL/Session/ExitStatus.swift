/// How a session ends, as a process exit code.
public enum ExitStatus: Int32, Sendable, Equatable {
    /// Every command succeeded, or a person quit an interactive session.
    case success = 0
    /// A script ran and at least one of its commands failed.
    case commandFailed = 1
    /// The program was started wrongly: a bad flag, or a script that cannot be read.
    case usage = 2
}
