/// The stream a piece of output goes to.
public enum ConsoleStream: Sendable, Equatable {
    /// Standard output: what a command shows.
    case output
    /// Standard error: errors and diagnostics.
    case error
}

/// Where every piece of a Vipera app's output goes: what a scene writes to.
///
/// View controllers never print: they render ``Renderable`` values through a console, which lays
/// them out for its width and applies colour only when allowed. ``StandardConsole`` writes to the
/// process's stdout and stderr; ``CapturingConsole`` keeps the text for tests. What a session does
/// beside writing (buffering a command's output, placing its errors, stopping when a reader goes
/// away) belongs to the session, not to the scenes.
///
/// ```swift
/// console.render(Table(columns: columns, rows: rows))
/// console.reportError(ErrorViewModel(message: "No such account", hint: "Type 'accounts' to list them."))
/// ```
@MainActor
public protocol Console: AnyObject {
    /// The number of columns output is laid out for; a REPL updates it when the terminal is resized.
    var width: Int { get }

    /// The app's colour choice, which an app may change while it runs (a colour setting).
    var colorPreference: ColorPreference { get set }

    /// The width and colour setting that output to `stream` is laid out for now.
    /// - Parameter stream: Standard output or standard error.
    /// - Returns: Its width, colour and glyphs.
    func renderContext(for stream: ConsoleStream) -> RenderContext

    /// Lets `body` append to the buffer of `stream`, with the stream's ``renderContext(for:)``.
    /// - Parameters:
    ///   - stream: Standard output or standard error.
    ///   - body: Appends the text, laid out for the context it is given.
    func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void)

    /// Whether output is text for people or JSON Lines for another program; the session sets it.
    var outputFormat: OutputFormat { get }
    /// Writes an error to the error stream: as text, or as a JSON line of kind `error`. Whether a
    /// command failed is its ``CommandOutcome``, which presenting the error marks, not this.
    /// - Parameter error: The message and hint to report.
    func reportError(_ error: ErrorViewModel)
    /// Shows a scene's view model: as the text `text` renders (nothing when `text` is nil, as for
    /// a display call that only routes), or as the record's JSON line.
    /// - Parameters:
    ///   - record: The scene, the kind of display and the view model, for JSON output.
    ///   - text: What text output renders; nil for a display that writes no text.
    func display<ViewModel: Encodable & Sendable>(_ record: DisplayRecord<ViewModel>, text: (() -> any Renderable)?)

    /// Shows how far long work has come, redrawn in place on the last line of a terminal's error
    /// stream at once (not at the next flush). Does nothing when the error stream is not a
    /// terminal or output is JSON: a script gets the work's summary alone.
    /// - Parameter progress: How far the work has come, and what it is.
    func showProgress(_ progress: ProgressBar)
    /// Takes the progress line away, if one is shown.
    func endProgress()
}

extension Console {
    /// Writes the record as one JSON line, or renders `text`, as ``outputFormat`` says.
    /// - Parameters:
    ///   - record: The scene, the kind of display and the view model, for JSON output.
    ///   - text: What text output renders; nil for a display that writes no text.
    public func display<ViewModel: Encodable & Sendable>(
        _ record: DisplayRecord<ViewModel>, text: (() -> any Renderable)?
    ) {
        renderDisplay(record, text: text)
    }

    /// Shows `viewModel` as a display of `kind` in `scene`: the text `text` renders, or a JSON
    /// line. For output no scene's view controller makes, such as a global command's.
    /// - Parameters:
    ///   - viewModel: What JSON output writes, as it is.
    ///   - scene: The name JSON output gives as the display's scene.
    ///   - kind: The display's stable name in JSON output.
    ///   - text: What text output renders; not called for JSON output.
    public func display<ViewModel: Encodable & Sendable>(
        _ viewModel: ViewModel, scene: String, kind: String, text: () -> any Renderable
    ) {
        let record = DisplayRecord(scene: scene, kind: kind, viewModel: viewModel)
        withoutActuallyEscaping(text) { display(record, text: $0) }
    }

    /// What ``display(_:text:)`` does unless a console adds to it: the record's JSON line in JSON
    /// output, the text otherwise.
    /// - Parameters:
    ///   - record: The scene, the kind of display and the view model, for JSON output.
    ///   - text: What text output renders; nil for a display that writes no text.
    package func renderDisplay<ViewModel: Encodable & Sendable>(
        _ record: DisplayRecord<ViewModel>, text: (() -> any Renderable)?
    ) {
        switch outputFormat {
        case .text:
            guard let renderable = text?() else { return }
            write(to: .output) { buffer, context in renderable.render(into: &buffer, context: context) }
        case .json: renderJSONLine(of: record)
        }
    }

    /// Writes `record` as a JSON line. Kept out of ``renderDisplay(_:text:)``, so that text output,
    /// every display a person sees, never instantiates the JSON line's type for the view model.
    /// - Parameter record: The scene, the kind of display and the view model.
    @inline(never)
    private func renderJSONLine<ViewModel: Encodable & Sendable>(of record: DisplayRecord<ViewModel>) {
        render(JSONLine(record))
    }

    /// Reports the error of a line that never ran, and returns that line's outcome.
    /// - Parameter error: The message and hint.
    /// - Returns: ``CommandOutcome/refused(_:)`` with `error`.
    package func refuse(_ error: ErrorViewModel) -> CommandOutcome {
        reportError(error)
        return .refused(error)
    }

    /// Reports the error a command failed with, and returns its outcome.
    /// - Parameter error: The message and hint.
    /// - Returns: ``CommandOutcome/failed(_:)`` with `error`.
    package func fail(_ error: ErrorViewModel) -> CommandOutcome {
        reportError(error)
        return .failed(error)
    }

    /// Renders `renderable` onto `stream`, standard output unless told otherwise.
    /// - Parameters:
    ///   - renderable: What to draw.
    ///   - stream: Standard output or standard error.
    public func render(_ renderable: some Renderable, to stream: ConsoleStream = .output) {
        write(to: stream) { buffer, context in
            renderable.render(into: &buffer, context: context)
        }
    }
}
