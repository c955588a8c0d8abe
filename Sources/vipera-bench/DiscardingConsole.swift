import Vipera
import ViperaBench

/// A console that renders everything into one reusable buffer and drops it at each flush: the
/// whole rendering path runs, no I/O happens.
@MainActor
final class DiscardingConsole: Console {
    var width = 120
    var colorPreference = ColorPreference.never
    var diagnosticLocation: InputLocation?
    var typedPromptWidth: Int?
    var outputFormat = OutputFormat.text
    private(set) var reportedErrorCount = 0
    private(set) var renderedBytes = 0
    let hasWriteFailed = false
    private var buffer = TextBuffer(capacity: 1 << 16)

    func renderContext(for stream: ConsoleStream) -> RenderContext {
        RenderContext(width: width, colorEnabled: false)
    }

    func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        body(&buffer, renderContext(for: stream))
    }

    func reportError(_ error: ErrorViewModel) {
        reportedErrorCount += 1
        render(ErrorMessage(error), to: .error)
    }

    func flush() {
        renderedBytes += buffer.byteCount
        buffer.removeAll()
    }

    func showProgress(_ progress: ProgressBar) {}

    func endProgress() {}
}
