/// What a session needs of a console beside what scenes write to it: it buffers a command's
/// output until the session flushes it, places the errors of the line that is running, follows
/// the terminal's width and the chosen output format, and says when its reader has gone away.
///
/// Only a session drives these; a scene sees the ``Console`` alone. ``StandardConsole`` and
/// ``CapturingConsole`` conform, and so does every console a session wraps them in.
@_spi(Dispatch)
@MainActor
public protocol BufferedConsole: Console {
    /// The number of columns output is laid out for; a REPL updates it when the terminal is resized.
    var width: Int { get set }

    /// Whether output is text for people or JSON Lines for another program.
    var outputFormat: OutputFormat { get set }

    /// Where the input being run came from, set by a session running a script; errors reported
    /// while it is set are prefixed with it.
    var diagnosticLocation: InputLocation? { get set }

    /// At a terminal, the width of the prompt the running line was typed after, set by a session
    /// while it runs a typed line, so an error's caret lines up under the line on the screen.
    var typedPromptWidth: Int? { get set }

    /// Whether writing failed, as when the reader of a pipe has gone away; a session stops then.
    var hasWriteFailed: Bool { get }

    /// When output at a terminal goes through a pager; the session reads it before each line.
    var pagerMode: PagerMode { get set }

    /// Writes out everything buffered so far.
    func flush()
}

extension BufferedConsole {
    /// An error as ``Console/outputFormat`` writes it, at ``diagnosticLocation``.
    /// - Parameter error: The message and hint.
    /// - Returns: An ``ErrorMessage`` for text output, a ``JSONLine`` of an `ErrorRecord` for JSON.
    package func errorRenderable(for error: ErrorViewModel) -> any Renderable {
        switch outputFormat {
        case .text: ErrorMessage(error, location: diagnosticLocation, promptWidth: typedPromptWidth)
        case .json: JSONLine(ErrorRecord(error, location: diagnosticLocation))
        }
    }
}
