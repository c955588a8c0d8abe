/// What reading one line produced.
package enum LineEvent: Sendable, Equatable {
    /// A line, without its line break.
    case line(String)
    /// A line whose bytes are not valid UTF-8; it is reported, not run.
    case invalidEncoding
    /// The user pressed Ctrl-C while typing; the partial line is dropped.
    case interrupted
    /// There are no more lines (end of file, or Ctrl-D on an empty line).
    case endOfInput
}

/// The prompt shown before a line is typed.
package struct Prompt: Sendable, Equatable {
    // MARK: - Properties

    /// The text, such as `vbank › Accounts > `.
    package let text: String
    /// Whether the prompt may be coloured.
    package let colorEnabled: Bool

    // MARK: - Initialization

    /// Creates a prompt.
    /// - Parameters:
    ///   - text: The text, such as `vbank › Accounts > `.
    ///   - colorEnabled: Whether the prompt may be coloured.
    package init(text: String, colorEnabled: Bool) {
        self.text = text
        self.colorEnabled = colorEnabled
    }
}

/// Where a session's lines come from: a terminal (libedit), a pipe or file, or a test's script.
/// The session loop is the same for all of them.
@MainActor
package protocol LineReader: AnyObject {
    /// The name used in diagnostics (`<stdin>`, a script's path); nil for a person at a terminal.
    var sourceName: String? { get }

    /// Whether a person is typing: prompts are shown, history is kept, Ctrl-C cancels commands.
    var isInteractive: Bool { get }

    /// The number of the line last returned, counted from 1.
    var lineNumber: Int { get }

    /// Reads the next line, showing `prompt` when interactive.
    /// - Parameter prompt: What to show before the line.
    func nextLine(prompt: Prompt) -> LineEvent

    /// Adds an accepted line to the reader's own recall (up-arrow, Ctrl-R).
    /// - Parameter line: The accepted line.
    func remember(_ line: String)

    /// Whether the next line (or the end of the input) can be returned without waiting for more
    /// input: the session writes its output out before it may wait, not after every line.
    var hasLineReady: Bool { get }
}

extension LineReader {
    /// Never: the session writes its output out before every line.
    package var hasLineReady: Bool { false }

    /// Keeps nothing.
    /// - Parameter line: The accepted line.
    package func remember(_ line: String) {}
}
