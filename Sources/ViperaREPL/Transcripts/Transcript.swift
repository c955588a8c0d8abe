package import Vipera

/// Commands and the output they must produce, read from a `.transcript` file: the executable
/// specification of an app's behaviour.
///
/// ```
/// # Lines starting with '#' are comments.
/// Home                                  ← what the app shows at start
/// > accounts                            ← a command
/// Accounts                              ← its output, line by line
/// \#  Name       Type                   ← '\' keeps a leading '#', '>', '!', '/' or '\'
/// /Everyday +checking .*/               ← a regular expression the whole line must match
/// > open 9
/// ! error: there is no entry 9          ← standard error
/// #@notice Paid by another session      ← posted before the next command
/// > home
/// ! notice: Paid by another session     ← shown before its output
/// ```
///
/// Blank lines at the end of a command's output do not count, so commands can be separated by
/// blank lines. A transcript whose first line (after comments) is a command does not check what
/// the app shows at start. `TranscriptParser` reads the format; `TranscriptWriter` writes it.
package struct Transcript {
    // MARK: - Nested Types

    /// What one line of output must be.
    package enum Expectation {
        /// Exactly this text on this stream.
        case text(ConsoleStream, String)
        /// A line of this stream that the whole pattern matches; `source` is the pattern as written.
        case pattern(ConsoleStream, source: String, Regex<AnyRegexOutput>)
    }

    /// The expected output of the start of the app or of one command.
    package struct Block {
        /// The index in `Transcript.lines` of the block's first line.
        package let firstLine: Int
        /// One expectation per line, without the trailing blank lines.
        package let expectations: [Expectation]
    }

    /// One command and what it must write.
    package struct Step {
        /// The command, without the leading `> `.
        package let command: String
        /// The line number of the command, counted from 1.
        package let lineNumber: Int
        /// What the command must write.
        package let expected: Block
        /// The faults armed for the command by `#@fail` lines before it.
        package var faults: [TranscriptFault] = []
        /// The notices posted before the command by `#@notice` lines before it.
        package var notices: [String] = []
    }

    // MARK: - Properties

    /// The file's name, for messages.
    package let name: String
    /// The file's lines, for diffs.
    package let lines: [String]
    /// What the app must show before the first command.
    package let startup: Block
    /// The commands in order.
    package let steps: [Step]

    // MARK: - Initialization

    /// Creates a transcript from its parts; `TranscriptParser` is the usual way to get one.
    /// - Parameters:
    ///   - name: The file's name, for messages.
    ///   - lines: The file's lines, for diffs.
    ///   - startup: What the app must show before the first command.
    ///   - steps: The commands in order.
    package init(name: String, lines: [String], startup: Block, steps: [Step]) {
        self.name = name
        self.lines = lines
        self.startup = startup
        self.steps = steps
    }
}
