/// A console that keeps what is written, for tests and for recording sessions.
///
/// ```swift
/// let console = CapturingConsole(width: 40)
/// console.render(Heading("Accounts"))
/// #expect(console.output == "Accounts\n")
/// ```
@MainActor
public final class CapturingConsole: Console {
    // MARK: - Nested Types

    /// One piece of text written to one stream, in the order written.
    package struct Chunk: Sendable, Equatable {
        /// The stream written to.
        package let stream: ConsoleStream
        /// The text written.
        package let text: String

        /// Creates a chunk, for tests of code that reads captured output.
        /// - Parameters:
        ///   - stream: The stream it was written to.
        ///   - text: What was written.
        package init(stream: ConsoleStream, text: String) {
            self.stream = stream
            self.text = text
        }
    }

    // MARK: - Properties

    /// The number of columns output is laid out for.
    public var width: Int
    /// Whether styles are written as escape sequences.
    package var colorEnabled: Bool
    /// The app's colour choice: `.always` and `.never` turn colour on and off, `.automatic`
    /// restores the colour the console was made with; a console made to ignore it keeps its colour.
    public var colorPreference: ColorPreference = .automatic {
        didSet {
            guard followsColorPreference else { return }
            switch colorPreference {
            case .always: colorEnabled = true
            case .never: colorEnabled = false
            case .automatic: colorEnabled = initialColorEnabled
            }
        }
    }
    /// The characters drawings may use: Unicode unless a test asks for ASCII.
    package var glyphs = GlyphSet.unicode
    /// Whether drawings become text for a screen reader: off unless a test turns it on.
    package var isAccessible = false
    /// Where the input being run came from, prefixed to reported errors.
    @_spi(Dispatch) public var diagnosticLocation: InputLocation?
    /// The width of the prompt the running line was typed after, when it shows on the captured
    /// screen; a transcript sets 0, as its `! ` lines line up under its `> ` lines.
    @_spi(Dispatch) public var typedPromptWidth: Int?
    /// Text, or JSON Lines.
    public var outputFormat = OutputFormat.text
    /// When output would go through a pager at a terminal; a captured console pages nothing.
    @_spi(Dispatch) public var pagerMode = PagerMode.auto
    /// Every display call, in either format, as the JSON line of its record: what the text
    /// renderer was given, for comparing with JSON output.
    public private(set) var displays: [String] = []
    /// Every progress line shown, in order, as it would be drawn at the console's width.
    public private(set) var progressLines: [String] = []
    /// How many times a progress line was taken away.
    public private(set) var progressEndCount = 0
    /// Every piece of text in the order it was written.
    package private(set) var chunks: [Chunk] = []
    /// The errors reported, as view models.
    package private(set) var reportedErrors: [ErrorViewModel] = []
    /// How many times the console was flushed.
    package private(set) var flushCount = 0
    /// Whether writing fails, for tests of a reader that went away.
    @_spi(Dispatch) public var hasWriteFailed = false

    private let initialColorEnabled: Bool
    private let followsColorPreference: Bool
    /// Everything written to standard output.
    public var output: String { text(of: .output) }
    /// Everything written to standard error.
    public var errorOutput: String { text(of: .error) }

    // MARK: - Initialization

    /// Creates an empty console.
    /// - Parameters:
    ///   - width: The number of columns output is laid out for.
    ///   - colorEnabled: Whether styles are written as escape sequences.
    ///   - followsColorPreference: Whether the app's colour choice changes that; transcripts
    ///     turn this off so their text is the same whatever the app's settings say.
    public init(
        width: Int = TerminalProbe.defaultWidth, colorEnabled: Bool = false, followsColorPreference: Bool = true
    ) {
        self.width = width
        self.colorEnabled = colorEnabled
        initialColorEnabled = colorEnabled
        self.followsColorPreference = followsColorPreference
    }

    // MARK: - Console

    /// The layout for either stream: the configured width, colour and glyphs.
    /// - Parameter stream: Standard output or standard error.
    /// - Returns: Its width, colour and glyphs.
    public func renderContext(for stream: ConsoleStream) -> RenderContext {
        RenderContext(width: width, colorEnabled: colorEnabled, glyphs: glyphs, isAccessible: isAccessible)
    }

    /// Keeps what `body` appends as one chunk.
    /// - Parameters:
    ///   - stream: Standard output or standard error.
    ///   - body: Appends the text, laid out for the context it is given.
    public func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        var buffer = TextBuffer()
        body(&buffer, renderContext(for: stream))
        guard !buffer.isEmpty else { return }
        chunks.append(Chunk(stream: stream, text: buffer.text))
    }

    /// Keeps the error and writes it as ``StandardConsole`` would.
    /// - Parameter error: The message and hint to report.
    public func reportError(_ error: ErrorViewModel) {
        reportedErrors.append(error)
        render(errorRenderable(for: error), to: .error)
    }

    /// Keeps the record's JSON in ``displays``, then writes it as ``outputFormat`` says.
    /// - Parameters:
    ///   - record: The scene, the kind of display and the view model, for JSON output.
    ///   - text: What text output renders; nil for a display that writes no text.
    public func display<ViewModel: Encodable & Sendable>(
        _ record: DisplayRecord<ViewModel>, text: (() -> any Renderable)?
    ) {
        displays.append(JSONLine(record).rendered(in: renderContext(for: .output)))
        renderDisplay(record, text: text)
    }

    /// Keeps the progress line in ``progressLines``; it never reaches the captured streams.
    /// - Parameter progress: How far the work has come, and what it is.
    public func showProgress(_ progress: ProgressBar) {
        progressLines.append(progress.line(width: width))
    }

    /// Counts the end in ``progressEndCount``.
    public func endProgress() {
        progressEndCount += 1
    }

    /// Counts the flush; captured text stays available.
    @_spi(Dispatch) public func flush() {
        flushCount += 1
    }

    // MARK: - Inspecting

    /// Forgets everything written so far.
    package func clear() {
        chunks.removeAll()
        reportedErrors.removeAll()
        displays.removeAll()
    }

    // MARK: - Private

    private func text(of stream: ConsoleStream) -> String {
        chunks.lazy.filter { $0.stream == stream }.map(\.text).joined()
    }
}

// MARK: - BufferedConsole

@_spi(Dispatch)
extension CapturingConsole: BufferedConsole {}
