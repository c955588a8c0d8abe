@_spi(Dispatch) package import Vipera

/// The console a session's app writes through. It passes everything to another console, except:
/// - standard output while it is captured, as plain text, for a command's filters (`| include`)
///   and redirection (`> FILE`), muted or not, so a dry run can say what it would write;
/// - standard output while it is muted: a deep link walks through scenes that should not show,
///   and a dry run (`--check`) shows only what it refuses.
///
/// Errors always pass, at once.
@MainActor
package final class SessionConsole: BufferedConsole {
    // MARK: - Properties

    /// Whether standard output (and progress) is dropped.
    var isOutputMuted = false
    /// The alias whose commands are running, named in the errors they report.
    var runningAlias: String?

    private let base: any BufferedConsole
    /// Standard output being captured, innermost last: a filtered command may run an alias
    /// whose own commands are filtered.
    private var captures: [TextBuffer] = []
    /// Standard output held for the pager, with colour, while a typed line runs; nil otherwise.
    private var heldForPager: TextBuffer?

    // MARK: - Initialization

    /// Wraps `base`, where everything that is not held back goes.
    /// - Parameter base: The console the session writes to.
    package init(base: any BufferedConsole) {
        self.base = base
    }

    // MARK: - Capturing

    /// Starts keeping standard output, without colour, instead of writing it.
    func beginCapture() {
        captures.append(TextBuffer())
    }

    /// Stops the innermost capture and returns what it kept.
    func endCapture() -> String {
        captures.popLast()?.text ?? ""
    }

    /// Writes `text` to standard output as it is: into the enclosing capture, if there is one.
    func emit(_ text: String) {
        guard !text.isEmpty, !isOutputMuted else { return }
        if captures.isEmpty {
            write(to: .output) { buffer, _ in buffer.append(text) }
        } else {
            captures[captures.count - 1].append(text)
        }
    }

    // MARK: - Paging

    /// Starts holding standard output, laid out as the base console lays it out, for the pager.
    func beginPaging() {
        heldForPager = TextBuffer()
    }

    /// Stops holding standard output and returns what was held: empty when an error let it out.
    func endPaging() -> String {
        defer { heldForPager = nil }
        return heldForPager?.text ?? ""
    }

    /// Writes what is held and holds no more: an error is shown after the output before it.
    private func releaseHeldOutput() {
        guard let held = heldForPager else { return }
        heldForPager = nil
        guard !held.isEmpty else { return }
        base.write(to: .output) { buffer, _ in buffer.append(held.text) }
    }

    // MARK: - Console

    /// The base console's width.
    package var width: Int {
        get { base.width }
        set { base.width = newValue }
    }

    /// The base console's colour choice.
    package var colorPreference: ColorPreference {
        get { base.colorPreference }
        set { base.colorPreference = newValue }
    }

    /// Where the input being run came from, on the base console.
    package var diagnosticLocation: InputLocation? {
        get { base.diagnosticLocation }
        set { base.diagnosticLocation = newValue }
    }

    /// The width of the prompt the running line was typed after, on the base console.
    package var typedPromptWidth: Int? {
        get { base.typedPromptWidth }
        set { base.typedPromptWidth = newValue }
    }

    /// Text or JSON Lines, as the base console writes.
    package var outputFormat: OutputFormat {
        get { base.outputFormat }
        set { base.outputFormat = newValue }
    }

    /// Whether writing to the base console failed.
    package var hasWriteFailed: Bool { base.hasWriteFailed }

    /// When output goes through a pager, as the base console keeps it.
    package var pagerMode: PagerMode {
        get { base.pagerMode }
        set { base.pagerMode = newValue }
    }

    /// The base console's layout; without colour for captured output.
    /// - Parameter stream: Standard output or standard error.
    /// - Returns: Its width, colour and glyphs.
    package func renderContext(for stream: ConsoleStream) -> RenderContext {
        let context = base.renderContext(for: stream)
        guard stream == .output, !captures.isEmpty else { return context }
        // Captured text is matched by patterns and written to files: no escape sequences.
        return context.withoutColor
    }

    /// Writes into the capture, to the base console, or nowhere while output is muted.
    /// - Parameters:
    ///   - stream: Standard output or standard error.
    ///   - body: Appends the text, laid out for the context it is given.
    package func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        if stream == .output, !captures.isEmpty {
            body(&captures[captures.count - 1], renderContext(for: .output))
            return
        }
        guard !(isOutputMuted && stream == .output) else { return }
        if stream == .output, var held = heldForPager {
            heldForPager = nil
            body(&held, base.renderContext(for: .output))
            heldForPager = held
            return
        }
        if stream == .error {
            releaseHeldOutput()
        }
        base.write(to: stream, body)
    }

    /// Reports the error on the base console at once, naming the alias running.
    /// - Parameter error: The message and hint to report.
    package func reportError(_ error: ErrorViewModel) {
        releaseHeldOutput()
        guard let runningAlias else {
            base.reportError(error)
            return
        }
        base.reportError(
            ErrorViewModel(
                message: Strings.Aliases.inAlias(runningAlias, error.message), hint: error.hint, caret: error.caret,
                repeatsLine: true))
    }

    /// Renders the record into the capture, or shows it on the base console unless output is muted.
    /// - Parameters:
    ///   - record: The scene, the kind of display and the view model, for JSON output.
    ///   - text: What text output renders; nil for a display that writes no text.
    package func display<ViewModel: Encodable & Sendable>(
        _ record: DisplayRecord<ViewModel>, text: (() -> any Renderable)?
    ) {
        guard captures.isEmpty else {
            renderDisplay(record, text: text)
            return
        }
        guard !isOutputMuted else { return }
        guard heldForPager == nil else {
            renderDisplay(record, text: text)
            return
        }
        base.display(record, text: text)
    }

    /// Shows progress on the base console unless output is muted.
    /// - Parameter progress: How far the work has come, and what it is.
    package func showProgress(_ progress: ProgressBar) {
        guard !isOutputMuted else { return }
        base.showProgress(progress)
    }

    /// Takes the progress line away.
    package func endProgress() {
        base.endProgress()
    }

    /// Writes out what the base console holds.
    package func flush() {
        base.flush()
    }
}
