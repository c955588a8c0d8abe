/// How one line went, for the session loop and for exit codes.
public enum DispatchResult: Sendable, Equatable {
    /// The line had no words; nothing ran.
    case empty
    /// The command ran and reported no error.
    case succeeded
    /// The line could not be parsed, or the command reported an error.
    case failed
    /// The user asked to leave.
    case quit
}
