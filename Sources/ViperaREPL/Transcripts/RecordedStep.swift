/// One command of a recorded session: the comments read before it, the command, and what it wrote.
package struct RecordedStep: Sendable, Equatable {
    // MARK: - Properties

    /// The `#` comments read since the previous command, kept for the transcript.
    package let comments: [String]
    /// The command as typed, without surrounding spaces.
    package let command: String
    /// What the command wrote.
    package let lines: [CapturedLine]

    // MARK: - Initialization

    /// Creates a step.
    /// - Parameters:
    ///   - comments: The `#` comments read since the previous command.
    ///   - command: The command as typed, without surrounding spaces.
    ///   - lines: What the command wrote.
    package init(comments: [String] = [], command: String, lines: [CapturedLine]) {
        self.comments = comments
        self.command = command
        self.lines = lines
    }
}
