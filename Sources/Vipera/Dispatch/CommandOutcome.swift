/// How one command line went: the value the dispatcher returns for every line, from which a
/// session counts failures, stops a script on error and picks its exit status.
///
/// A command fails when its scene presents an error while it runs (``ErrorDisplaying``); a line
/// is refused when it never ran: it did not parse, named no command here, or asked for what is
/// not allowed now. Either way the error it carries is the one the user was shown.
///
/// ```swift
/// let outcome = await settings.perform(.verify)
/// return outcome.isFailure ? ExitStatus.commandFailed : ExitStatus.success
/// ```
public enum CommandOutcome: Sendable, Equatable {
    /// The line had no words; nothing ran.
    case empty
    /// The command ran and presented no error.
    case succeeded
    /// The command ran and presented this error; the first, when it presented more.
    case failed(ErrorViewModel)
    /// The line never ran, for the reason this error gave.
    case refused(ErrorViewModel)
    /// The user asked to leave.
    case quit

    /// Whether the command failed or the line was refused.
    public var isFailure: Bool { error != nil }

    /// The error the user was shown, when the command failed or the line was refused.
    public var error: ErrorViewModel? {
        switch self {
        case .failed(let error), .refused(let error): error
        case .empty, .succeeded, .quit: nil
        }
    }
}
