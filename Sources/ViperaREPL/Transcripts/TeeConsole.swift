@_spi(Dispatch) import Vipera

/// A console that writes everything to a primary console and a copy, for recording a session
/// while the user watches it. The primary console decides failures, counts errors and alone shows
/// where input came from.
@MainActor
final class TeeConsole: BufferedConsole {
    // MARK: - Properties

    private let primary: any BufferedConsole
    private let copy: any BufferedConsole

    // MARK: - Initialization

    init(primary: any BufferedConsole, copy: any BufferedConsole) {
        self.primary = primary
        self.copy = copy
    }

    // MARK: - Console

    var width: Int {
        get { primary.width }
        set {
            primary.width = newValue
            copy.width = newValue
        }
    }

    var colorPreference: ColorPreference {
        get { primary.colorPreference }
        set {
            primary.colorPreference = newValue
            copy.colorPreference = newValue
        }
    }

    /// Only the primary console shows where input came from: a transcript's errors carry no
    /// location, as the lines of the transcript itself are the location.
    var diagnosticLocation: InputLocation? {
        get { primary.diagnosticLocation }
        set { primary.diagnosticLocation = newValue }
    }

    /// Only the primary console is a terminal; the copy keeps its own, as a transcript does.
    var typedPromptWidth: Int? {
        get { primary.typedPromptWidth }
        set { primary.typedPromptWidth = newValue }
    }

    var outputFormat: OutputFormat {
        get { primary.outputFormat }
        set {
            primary.outputFormat = newValue
            copy.outputFormat = newValue
        }
    }

    var hasWriteFailed: Bool { primary.hasWriteFailed }

    var pagerMode: PagerMode {
        get { primary.pagerMode }
        set { primary.pagerMode = newValue }
    }

    func renderContext(for stream: ConsoleStream) -> RenderContext {
        primary.renderContext(for: stream)
    }

    func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        primary.write(to: stream, body)
        copy.write(to: stream, body)
    }

    func reportError(_ error: ErrorViewModel) {
        primary.reportError(error)
        copy.reportError(error)
    }

    func showProgress(_ progress: ProgressBar) {
        primary.showProgress(progress)
    }

    func endProgress() {
        primary.endProgress()
    }

    func flush() {
        primary.flush()
        copy.flush()
    }
}
