/// The lines that show where an error is in a typed line: the line and a caret under the
/// offending part (`^~~~`), or, when the line is still on the screen after a prompt, the caret
/// alone lined up under it.
struct CaretLines: Renderable {
    // MARK: - Constants

    private static let ellipsis = "…"
    /// The most columns the quoted line takes, however wide the stream is laid out (standard
    /// error to a file is, so that messages stay on one line): a window around the caret.
    static let maximumWindow = 160

    // MARK: - Properties

    let caret: SourceCaret
    /// The prompt's width when the typed line is on the screen above; nil to write the line.
    let promptWidth: Int?

    // MARK: - Renderable

    func render(into buffer: inout TextBuffer, context: RenderContext) {
        let before = TerminalSanitizer.sanitize(caret.before) + String(repeating: " ", count: caret.columnsPastEnd)
        let marked = TerminalSanitizer.sanitize(caret.marked)
        let markedWidth = max(DisplayWidth.of(marked), 1)
        var writer = LineWriter(context: context)
        if let promptWidth {
            let indent = (promptWidth + DisplayWidth.of(before)) % max(context.width, 1)
            writer.pad(indent)
            writeCaret(width: min(markedWidth, context.width - indent), with: &writer, into: &buffer)
            return
        }
        let window = min(context.width, Self.maximumWindow)
        let shownBefore = Self.tail(of: before, fitting: window - min(markedWidth, window / 2) - 1)
        let indent = DisplayWidth.of(shownBefore)
        let shownMarked = Self.head(of: marked, fitting: max(window - indent, 1))
        let shownAfter = Self.head(
            of: TerminalSanitizer.sanitize(String(caret.after.prefix(window))),
            fitting: window - indent - DisplayWidth.of(shownMarked))
        let shownLine = shownBefore + shownMarked + shownAfter
        writer.write(shownLine, width: DisplayWidth.of(shownLine), into: &buffer)
        writer.endLine(into: &buffer)
        writer.pad(indent)
        writeCaret(width: min(markedWidth, window - indent), with: &writer, into: &buffer)
    }

    // MARK: - Private

    private func writeCaret(width: Int, with writer: inout LineWriter, into buffer: inout TextBuffer) {
        let width = max(width, 1)
        writer.write("^" + String(repeating: "~", count: width - 1), width: width, style: .green, into: &buffer)
        writer.endLine(into: &buffer)
    }

    /// `text`, or its start followed by an ellipsis, in at most `width` columns; walks only as
    /// far as it shows.
    private static func head(of text: String, fitting width: Int) -> String {
        guard width > 0 else { return "" }
        var end = text.startIndex
        var used = 0
        while end < text.endIndex {
            let characterWidth = DisplayWidth.of(text[end])
            guard used + characterWidth <= width else {
                return trimmed(text[..<end], toFit: width - DisplayWidth.of(ellipsis)) + ellipsis
            }
            used += characterWidth
            end = text.index(after: end)
        }
        return text
    }

    /// `text` without characters at its end until it fits `width` columns.
    private static func trimmed(_ text: Substring, toFit width: Int) -> Substring {
        var kept = text
        while !kept.isEmpty, DisplayWidth.of(String(kept)) > width {
            kept = kept.dropLast()
        }
        return kept
    }

    /// `text`, or its end led by an ellipsis, in at most `width` columns. Walks back from the
    /// end once, so a line of any length costs what it shows.
    private static func tail(of text: String, fitting width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        let room = width - DisplayWidth.of(ellipsis)
        var start = text.endIndex
        var used = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            let characterWidth = DisplayWidth.of(text[previous])
            guard used + characterWidth <= room else { break }
            used += characterWidth
            start = previous
        }
        return ellipsis + text[start...]
    }
}
