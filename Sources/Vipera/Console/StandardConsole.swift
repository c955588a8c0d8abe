#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The console of a running program: standard output and standard error.
///
/// Output is kept in one buffer per stream and written with as few system calls as possible: when
/// the session flushes after a command, when a buffer grows past a threshold, and before the other
/// stream is written to, so stdout and stderr keep their order in a terminal. Colour is decided per
/// stream, so `2>errors.log` gets no escape sequences.
@MainActor
public final class StandardConsole: Console {
    // MARK: - Constants

    private static let flushThreshold = 64 * 1024
    /// The width errors are laid out for when standard error is not a terminal: wide enough that
    /// `FILE:LINE: error: message` stays on one line for tools that read it.
    private static let unwrappedWidth = 1 << 20

    // MARK: - Properties

    // The settings below are read at every write, each read checked by the runtime for exclusive
    // access unless marked: a dozen checks a command. They are plain values of a main-actor
    // class, set by assignment and never passed `inout`, so no two accesses can overlap. The
    // buffers, which writers fill through `inout`, keep their checks.

    /// The number of columns output is laid out for; the REPL updates it when the terminal is resized.
    @exclusivity(unchecked) public var width: Int
    /// The app's colour choice, such as a setting the user changed; a `.never` given at start-up
    /// (`--no-color`) cannot be overridden.
    public var colorPreference: ColorPreference {
        didSet { updateColor() }
    }
    /// Whether standard output gets colour.
    @exclusivity(unchecked) package private(set) var outputColorEnabled = false
    /// Whether standard error gets colour.
    @exclusivity(unchecked) package private(set) var errorColorEnabled = false
    /// Whether standard error is a terminal, so errors wrap at ``width``.
    package let isErrorTerminal: Bool
    /// The characters drawings may use, from the locale the program was started in.
    package let glyphs: GlyphSet
    /// Whether output is laid out for a screen reader: from the environment (``AccessibleMode``),
    /// or turned on by `--accessible`.
    @exclusivity(unchecked) package var isAccessible: Bool
    /// Where the input being run came from, prefixed to reported errors.
    @exclusivity(unchecked) @_spi(Dispatch) public var diagnosticLocation: InputLocation?
    /// The width of the prompt the running line was typed after, at a terminal.
    @exclusivity(unchecked) @_spi(Dispatch) public var typedPromptWidth: Int?
    /// Text, or JSON Lines.
    @exclusivity(unchecked) public var outputFormat = OutputFormat.text
    /// When output at a terminal goes through a pager.
    @exclusivity(unchecked) @_spi(Dispatch) public var pagerMode = PagerMode.auto
    /// Whether a write failed, as when the reader of a pipe has gone away.
    @exclusivity(unchecked) @_spi(Dispatch) public private(set) var hasWriteFailed = false

    private var outputBuffer = TextBuffer(capacity: StandardConsole.flushThreshold)
    private var errorBuffer = TextBuffer()
    private var isShowingProgress = false
    /// The tenth of the work last said as a line, in accessible mode; nil before the first.
    private var spokenProgress: Int?
    private static let clearToEndOfLine = "\u{1B}[K"
    private let outputWriter: FileDescriptorWriter
    private let errorWriter: FileDescriptorWriter
    private let probe: TerminalProbe
    private let environment: [String: String]
    private let isColorForbidden: Bool

    // MARK: - Initialization

    /// Creates a console for the process's standard streams, or for other descriptors.
    /// - Parameters:
    ///   - probe: What the streams are connected to.
    ///   - colorPreference: The colour choice made at start-up; `.never` holds for the whole run.
    ///   - environment: The environment consulted for `NO_COLOR`, `TERM` and the locale.
    ///   - outputDescriptor: Where output goes, standard output unless told otherwise.
    ///   - errorDescriptor: Where errors go, standard error unless told otherwise.
    package init(
        probe: TerminalProbe,
        colorPreference: ColorPreference = .automatic,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        outputDescriptor: Int32 = STDOUT_FILENO,
        errorDescriptor: Int32 = STDERR_FILENO
    ) {
        outputWriter = FileDescriptorWriter(descriptor: outputDescriptor)
        errorWriter = FileDescriptorWriter(descriptor: errorDescriptor)
        width = probe.width
        isErrorTerminal = probe.isErrorTerminal
        glyphs = GlyphSet.preferred(environment: environment)
        isAccessible = AccessibleMode.isRequested(environment: environment, isTerminal: probe.isOutputTerminal)
        self.probe = probe
        self.environment = environment
        self.colorPreference = colorPreference
        isColorForbidden = colorPreference == .never
        updateColor()
    }

    /// Creates a console for the running process, probing its streams and environment.
    /// - Parameter colorPreference: The colour choice made at start-up; `.never` holds for the whole run.
    public convenience init(colorPreference: ColorPreference = .automatic) {
        let environment = ProcessInfo.processInfo.environment
        self.init(
            probe: .current(environment: environment),
            colorPreference: colorPreference,
            environment: environment
        )
    }

    // MARK: - Console

    /// The layout for `stream`: the current width and that stream's colour setting; errors do not
    /// wrap unless standard error is a terminal.
    /// - Parameter stream: Standard output or standard error.
    /// - Returns: Its width, colour and glyphs.
    public func renderContext(for stream: ConsoleStream) -> RenderContext {
        switch stream {
        case .output:
            RenderContext(width: width, colorEnabled: outputColorEnabled, glyphs: glyphs, isAccessible: isAccessible)
        case .error:
            RenderContext(
                width: isErrorTerminal ? width : Self.unwrappedWidth, colorEnabled: errorColorEnabled, glyphs: glyphs,
                isAccessible: isAccessible)
        }
    }

    /// Appends to the stream's buffer, first writing out the other stream's pending text.
    /// - Parameters:
    ///   - stream: Standard output or standard error.
    ///   - body: Appends the text, laid out for the context it is given.
    public func write(to stream: ConsoleStream, _ body: (inout TextBuffer, RenderContext) -> Void) {
        let context = renderContext(for: stream)
        switch stream {
        case .output:
            flushErrors()
            body(&outputBuffer, context)
            if outputBuffer.byteCount >= Self.flushThreshold {
                flushOutput()
            }
        case .error:
            flushOutput()
            body(&errorBuffer, context)
        }
    }

    /// Writes the error, prefixed with where the running line came from, if a session set it.
    /// - Parameter error: The message and hint to report.
    public func reportError(_ error: ErrorViewModel) {
        render(errorRenderable(for: error), to: .error)
    }

    /// Draws the progress line in place on a terminal's error stream, at once.
    /// - Parameter progress: How far the work has come, and what it is.
    public func showProgress(_ progress: ProgressBar) {
        guard isErrorTerminal, outputFormat == .text else { return }
        guard !isAccessible else {
            speak(progress)
            return
        }
        flushErrors()
        isShowingProgress = true
        let line = ASCIIFallback.text(progress.line(width: width), for: glyphs)
        if !errorWriter.write("\r" + line + Self.clearToEndOfLine) {
            hasWriteFailed = true
        }
    }

    /// Clears the progress line, if one is drawn.
    public func endProgress() {
        spokenProgress = nil
        guard isShowingProgress else { return }
        isShowingProgress = false
        if !errorWriter.write("\r" + Self.clearToEndOfLine) {
            hasWriteFailed = true
        }
    }

    /// Writes out both streams' pending text.
    public func flush() {
        flushOutput()
        flushErrors()
    }

    // MARK: - Private

    private func updateColor() {
        let preference = isColorForbidden ? .never : colorPreference
        outputColorEnabled = preference.allowsColor(isTerminal: probe.isOutputTerminal, environment: environment)
        errorColorEnabled = preference.allowsColor(isTerminal: probe.isErrorTerminal, environment: environment)
    }

    /// Says how far the work has come as a line of its own each time it passes another tenth,
    /// for a screen reader: nothing is redrawn in place.
    private func speak(_ progress: ProgressBar) {
        guard let tenth = progress.tenth, tenth > spokenProgress ?? -1 else { return }
        spokenProgress = tenth
        flushOutput()
        errorBuffer.append(progress.spokenLine)
        errorBuffer.appendNewline()
        flushErrors()
    }

    private func flushOutput() {
        if !Self.drain(&outputBuffer, to: outputWriter, isASCIIOnly: glyphs == .ascii) {
            hasWriteFailed = true
        }
    }

    private func flushErrors() {
        if !Self.drain(&errorBuffer, to: errorWriter, isASCIIOnly: glyphs == .ascii) {
            hasWriteFailed = true
        }
    }

    /// Writes out what `buffer` holds and empties it, in one access to it; whether the write
    /// succeeded, which it does when there is nothing to write.
    private static func drain(_ buffer: inout TextBuffer, to writer: FileDescriptorWriter, isASCIIOnly: Bool) -> Bool {
        guard !buffer.isEmpty else { return true }
        defer { buffer.removeAll() }
        return write(&buffer, to: writer, isASCIIOnly: isASCIIOnly)
    }

    /// Writes `buffer`, in ASCII for a terminal whose locale is not UTF-8 (``ASCIIFallback``).
    private static func write(_ buffer: inout TextBuffer, to writer: FileDescriptorWriter, isASCIIOnly: Bool) -> Bool {
        buffer.withUTF8 { bytes in
            guard isASCIIOnly, bytes.contains(where: { $0 >= 0x80 }) else { return writer.write(bytes) }
            return writer.write(ASCIIFallback.text(String(decoding: bytes, as: UTF8.self)))
        }
    }
}

// MARK: - BufferedConsole

@_spi(Dispatch)
extension StandardConsole: BufferedConsole {}
