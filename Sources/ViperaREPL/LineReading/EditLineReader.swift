import CEditLine
import CEditLineShim
package import Vipera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines at a terminal with libedit: emacs key bindings, UTF-8 editing by character,
/// history on up/down and Ctrl-R, Tab completion, the user's `~/.editrc`, a coloured prompt.
/// Ctrl-C drops the line being typed; Ctrl-D on an empty line ends the input. Notices posted to
/// its board while it waits appear above the prompt, and the prompt and the half-typed line are
/// drawn again below them, cursor where it was.
///
/// Use it only when standard input and output are both terminals. One per process: libedit's
/// prompt and signal flags are process-wide.
@MainActor
package final class EditLineReader: LineReader {
    // MARK: - Constants

    private static let promptMarker = Character(UnicodeScalar(UInt8(bitPattern: vipera_prompt_marker())))
    private static let promptStyle = "\u{1B}[36m"
    private static let resetStyle = "\u{1B}[0m"
    private static let lineBreak = "\n"

    // MARK: - Properties

    /// Nil: a person is typing.
    package let sourceName: String? = nil
    /// Always true.
    package let isInteractive = true
    /// The number of lines read.
    package private(set) var lineNumber = 0

    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let completions: (String) -> Completion
    private let nextWords: (String) -> NextWords
    private let console: any Console
    private let output = FileDescriptorWriter.standardOutput
    private let notices: NoticeBoard?
    private let noticeText: @MainActor ([String]) -> String
    private var promptWidth = 0

    // MARK: - Initialization

    /// Starts libedit, or returns nil when it cannot start.
    /// - Parameters:
    ///   - appName: The program name libedit uses to pick `~/.editrc` sections.
    ///   - recalled: Earlier entries for up-arrow and Ctrl-R, oldest first.
    ///   - historySize: The most entries libedit keeps in memory.
    ///   - console: Where completion lists are laid out (width, colour).
    ///   - notices: What is shown above the prompt as it is posted; nil for nothing.
    ///   - completions: What completes the text before the cursor.
    ///   - nextWords: What `?` lists for the text before the cursor.
    ///   - noticeText: The text that shows notices, one line or more each.
    package init?(
        appName: String,
        recalled: [String],
        historySize: Int,
        console: any Console,
        notices: NoticeBoard? = nil,
        completions: @escaping (String) -> Completion,
        nextWords: @escaping (String) -> NextWords = { _ in .literal },
        noticeText: @escaping @MainActor ([String]) -> String = { $0.map { $0 + "\n" }.joined() }
    ) {
        vipera_use_utf8_locale()
        guard let editor = vipera_editor_create(appName) else { return nil }
        guard let history = vipera_history_create(Int32(clamping: max(historySize, 1))) else {
            el_end(editor)
            return nil
        }
        self.editor = editor
        self.history = history
        self.completions = completions
        self.nextWords = nextWords
        self.console = console
        self.notices = notices
        self.noticeText = noticeText
        for entry in recalled {
            _ = vipera_history_enter(history, entry)
        }
        vipera_install_signal_handlers()
        vipera_editor_configure(
            editor, history, Self.completionKey, Self.guideKey, Unmanaged.passUnretained(self).toOpaque())
        if let descriptor = notices?.readinessDescriptor {
            vipera_editor_watch_notices(descriptor, Self.noticesWaiting)
        }
    }

    isolated deinit {
        vipera_editor_watch_notices(-1, nil)
        el_end(editor)
        history_end(history)
    }

    // MARK: - LineReader

    /// Shows the prompt and returns the line typed.
    /// - Parameter prompt: What to show before the line.
    package func nextLine(prompt: Prompt) -> LineEvent {
        vipera_editor_set_prompt(Self.format(prompt))
        promptWidth = DisplayWidth.of(prompt.text)
        vipera_editor_set_prompt_width(Int32(clamping: promptWidth))
        _ = vipera_take_interrupt()
        var count: Int32 = 0
        guard let raw = vipera_editor_gets(editor, &count) else {
            output.write(Self.lineBreak)
            return vipera_take_interrupt() != 0 ? .interrupted : .endOfInput
        }
        lineNumber += 1
        var line = String(cString: raw)
        if line.hasSuffix(Self.lineBreak) {
            line.removeLast()
        }
        return .line(line)
    }

    /// Adds the line to libedit's history for up-arrow and Ctrl-R.
    /// - Parameter line: The accepted line.
    package func remember(_ line: String) {
        _ = vipera_history_enter(history, line)
    }

    // MARK: - Private

    /// Brackets the escape sequences so libedit does not count them as columns. The reset goes
    /// before the prompt's last character: libedit 3.1-20221030 drops an escape sequence at the
    /// very end of a prompt, which left everything typed in the prompt's colour.
    static func format(_ prompt: Prompt) -> String {
        guard prompt.colorEnabled, let last = prompt.text.last else { return prompt.text }
        let marker = String(Self.promptMarker)
        return marker + Self.promptStyle + marker + prompt.text.dropLast() + marker + Self.resetStyle + marker
            + String(last)
    }

    private func complete() -> UInt8 {
        let action = CompletionEditor.complete(self, with: completions(textBeforeCursor))
        switch action {
        case .refresh: return UInt8(CC_REFRESH)
        case .redisplay: return UInt8(CC_REDISPLAY)
        case .error: return UInt8(CC_ERROR)
        }
    }

    /// `?`: lists what may come next under the line and leaves the line as typed, or types a `?`
    /// where it is text (inside quotes, after a backslash).
    private func guide() -> UInt8 {
        let text: String
        switch nextWords(textBeforeCursor) {
        case .literal:
            return insert("?") ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .words(let words):
            text = NextWordList(words: words).rendered(in: screenContext)
        case .refused(let error):
            text = ErrorMessage(error).rendered(in: screenContext)
        }
        write(Self.lineBreak + text)
        return UInt8(CC_REDISPLAY)
    }

    /// Writes the waiting notices where the prompt was and has libedit draw the prompt and the
    /// line again under them. Output goes through the terminal's raw mode, so lines end in CR LF.
    private func showNotices() {
        guard let messages = notices?.take(), !messages.isEmpty else { return }
        let columns = TerminalProbe.terminalColumns(of: STDOUT_FILENO) ?? console.width
        let rows = EditArea.rowsAboveCursor(
            promptWidth: promptWidth, textBeforeCursor: textBeforeCursor, columns: columns)
        let text = noticeText(messages).split(separator: "\n", omittingEmptySubsequences: false).joined(
            separator: "\r\n")
        write(EditArea.wipe(rowsAboveCursor: rows) + text)
        vipera_editor_refresh(editor)
    }

    private static let noticesWaiting: vipera_notice_fn = { editor in
        guard let client = vipera_editor_client(editor) else { return }
        let reader = Unmanaged<EditLineReader>.fromOpaque(client).takeUnretainedValue()
        MainActor.assumeIsolated { reader.showNotices() }
    }

    private static let guideKey: vipera_completion_fn = { editor, _ in
        guard let client = vipera_editor_client(editor) else { return UInt8(CC_ERROR) }
        let reader = Unmanaged<EditLineReader>.fromOpaque(client).takeUnretainedValue()
        return MainActor.assumeIsolated { reader.guide() }
    }

    private static let completionKey: vipera_completion_fn = { editor, _ in
        guard let client = vipera_editor_client(editor) else { return UInt8(CC_ERROR) }
        let reader = Unmanaged<EditLineReader>.fromOpaque(client).takeUnretainedValue()
        return MainActor.assumeIsolated { reader.complete() }
    }
}

// MARK: - EditableLine

extension EditLineReader: EditableLine {
    var textBeforeCursor: String {
        guard let info = el_line(editor)?.pointee else { return "" }
        let count = info.cursor - info.buffer
        guard count > 0 else { return "" }
        return info.buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }

    func deleteBackward(_ count: Int) {
        guard count > 0 else { return }
        el_deletestr(editor, Int32(clamping: count))
    }

    func insert(_ text: String) -> Bool {
        text.isEmpty || el_insertstr(editor, text) == 0
    }

    func showCandidates(_ candidates: [String], descriptions: [String: String]) {
        let list = CandidateList(candidates: candidates, descriptions: descriptions)
        write(Self.lineBreak + list.rendered(in: screenContext))
    }

    /// The terminal's width now, without colour: for lists written under the line being edited.
    private var screenContext: RenderContext {
        let context = console.renderContext(for: .output)
        return RenderContext(
            width: TerminalProbe.terminalColumns(of: STDOUT_FILENO) ?? console.width, colorEnabled: false,
            glyphs: context.glyphs, isAccessible: context.isAccessible)
    }

    /// Writes `text` around the line being edited, in ASCII when the locale is not UTF-8.
    private func write(_ text: String) {
        output.write(ASCIIFallback.text(text, for: console.renderContext(for: .output).glyphs))
    }
}
