/// Lines given in advance: for `-c "cmd; cmd"` and for tests, which may also script Ctrl-C and
/// invalid input.
@MainActor
package final class ScriptedLineReader: LineReader {
    // MARK: - Properties

    /// The name used in diagnostics.
    package let sourceName: String?
    /// Whether the reader acts as a terminal.
    package let isInteractive: Bool
    /// The number of the line last returned.
    package private(set) var lineNumber = 0
    /// The prompts the session showed, in order.
    package private(set) var prompts: [Prompt] = []
    /// The lines handed to ``remember(_:)``.
    package private(set) var remembered: [String] = []

    private var events: [LineEvent]

    // MARK: - Initialization

    /// Creates a reader that returns `events` in order, then the end of input.
    /// - Parameters:
    ///   - events: What each read returns, in order.
    ///   - sourceName: The name used in diagnostics; nil for a person at a terminal.
    ///   - isInteractive: Whether the reader stands for a person typing.
    package init(events: [LineEvent], sourceName: String? = "<script>", isInteractive: Bool = false) {
        self.events = events.reversed()
        self.sourceName = sourceName
        self.isInteractive = isInteractive
    }

    /// Creates a reader that returns `lines` in order.
    /// - Parameters:
    ///   - lines: The lines each read returns, in order.
    ///   - sourceName: The name used in diagnostics; nil for a person at a terminal.
    ///   - isInteractive: Whether the reader stands for a person typing.
    package convenience init(lines: [String], sourceName: String? = "<script>", isInteractive: Bool = false) {
        self.init(events: lines.map(LineEvent.line), sourceName: sourceName, isInteractive: isInteractive)
    }

    // MARK: - LineReader

    /// The next scripted event.
    /// - Parameter prompt: The prompt a terminal would show; recorded, not shown.
    package func nextLine(prompt: Prompt) -> LineEvent {
        prompts.append(prompt)
        guard let event = events.popLast() else { return .endOfInput }
        if event != .interrupted {
            lineNumber += 1
        }
        return event
    }

    /// Records the line.
    /// - Parameter line: The accepted line.
    package func remember(_ line: String) {
        remembered.append(line)
    }
}
