import Vipera

/// A console that passes everything to another one, except standard output while it is muted:
/// a deep link walks through scenes that should not show, and a dry run (`--check`) shows only
/// what it refuses. Errors always pass.
@MainActor
final class GatedConsole: Console {
    // MARK: - Properties

    /// Whether standard output (and progress) is dropped.
    var isOutputMuted = false

    private let base: any Console

    // MARK: - Initialization

    init(base: any Console) {
        self.base = base
    }

    // MARK: - Console

    var width: Int {
        get { base.width }
        set { base.width = newValue }
    }

    var colorPreference: ColorPreference {
        get { base.colorPreference }
        set { base.colorPreference = newValue }
    }

    var diagnosticLocation: InputLocation? {
        get { base.diagnosticLocation }
        set { base.diagnosticLocation = newValue }
    }

    var typedPromptWidth: Int? {
        get { base.typedPromptWidth }
        set { base.typedPromptWidth = newValue }
    }

    var outputFormat: OutputFormat {
        get { base.outputFormat }
        set { base.outputFormat = newValue }
    }

    var reportedErrorCount: Int { base.reportedErrorCount }
    var hasWriteFailed: Bool { base.hasWriteFailed }

    func renderContext(for stream: ConsoleStream) -> RenderContext {
        base.renderContext(for: stream)
    }

    func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        guard !(isOutputMuted && stream == .output) else { return }
        base.write(to: stream, body)
    }

    func reportError(_ error: ErrorViewModel) {
        base.reportError(error)
    }

    func display<ViewModel: Encodable & Sendable>(_ record: DisplayRecord<ViewModel>, text: (() -> any Renderable)?) {
        guard !isOutputMuted else { return }
        base.display(record, text: text)
    }

    func showProgress(_ progress: ProgressBar) {
        guard !isOutputMuted else { return }
        base.showProgress(progress)
    }

    func endProgress() {
        base.endProgress()
    }

    func flush() {
        base.flush()
    }
}
