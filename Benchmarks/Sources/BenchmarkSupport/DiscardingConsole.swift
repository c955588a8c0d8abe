public import Vipera

/// A console that renders everything into one reusable buffer and drops it at each flush: the
/// whole rendering path runs, no I/O happens.
@MainActor
public final class DiscardingConsole: Console {
    // MARK: - Properties

    /// Columns, as a wide terminal has.
    public var width = 120
    /// Never colour: escape sequences would only add bytes.
    public var colorPreference = ColorPreference.never
    /// Where the line being run came from, for error messages.
    public var diagnosticLocation: InputLocation?
    /// The width of the prompt the line was typed after, for carets.
    public var typedPromptWidth: Int?
    /// Text, as people read it.
    public var outputFormat = OutputFormat.text
    /// Never: nothing is written anywhere.
    public let hasWriteFailed = false
    private var buffer = TextBuffer(capacity: 1 << 16)

    // MARK: - Initialization

    /// A console 120 columns wide, without colour.
    public init() {}

    // MARK: - Console

    /// The console's width, without colour, for either stream.
    public func renderContext(for stream: ConsoleStream) -> RenderContext {
        RenderContext(width: width, colorEnabled: false)
    }

    /// Renders into the one buffer, whichever the stream.
    public func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        body(&buffer, renderContext(for: stream))
    }

    /// Renders the error, as a terminal would show it.
    public func reportError(_ error: ErrorViewModel) {
        render(ErrorMessage(error), to: .error)
    }

    /// Drops what was rendered, keeping the buffer's storage for the next command.
    public func flush() {
        buffer.removeAll()
    }

    /// Shows nothing: no benchmark shows progress.
    public func showProgress(_ progress: ProgressBar) {}

    /// Nothing to take away.
    public func endProgress() {}
}
