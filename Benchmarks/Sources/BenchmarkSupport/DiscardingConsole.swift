@_spi(Dispatch) package import Vipera

/// A console that renders everything into one reusable buffer and drops it at each flush: the
/// whole rendering path runs, no I/O happens.
@MainActor
package final class DiscardingConsole: BufferedConsole {
    // MARK: - Properties

    /// Columns, as a wide terminal has.
    package var width = 120
    /// Never colour: escape sequences would only add bytes.
    package var colorPreference = ColorPreference.never
    /// Where the line being run came from, for error messages.
    package var diagnosticLocation: InputLocation?
    /// The width of the prompt the line was typed after, for carets.
    package var typedPromptWidth: Int?
    /// Text, as people read it.
    package var outputFormat = OutputFormat.text
    /// Never: nothing is written anywhere.
    package let hasWriteFailed = false
    /// Nothing is paged: nothing is shown.
    package var pagerMode = PagerMode.off
    private var buffer = TextBuffer(capacity: 1 << 16)

    // MARK: - Initialization

    /// A console 120 columns wide, without colour.
    package init() {}

    // MARK: - BufferedConsole

    /// The console's width, without colour, for either stream.
    package func renderContext(for stream: ConsoleStream) -> RenderContext {
        RenderContext(width: width, colorEnabled: false)
    }

    /// Renders into the one buffer, whichever the stream.
    package func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        body(&buffer, renderContext(for: stream))
    }

    /// Renders the error, as a terminal would show it.
    package func reportError(_ error: ErrorViewModel) {
        render(ErrorMessage(error), to: .error)
    }

    /// Drops what was rendered, keeping the buffer's storage for the next command.
    package func flush() {
        buffer.removeAll()
    }

    /// Shows nothing: no benchmark shows progress.
    package func showProgress(_ progress: ProgressBar) {}

    /// Nothing to take away.
    package func endProgress() {}
}
