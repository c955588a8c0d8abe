/// Text wrapped to the output width, optionally indented and styled.
public struct Paragraph: Renderable {
    // MARK: - Properties

    /// The text; control characters and escape sequences are removed before layout.
    package let text: String
    /// Emphasis for the whole paragraph.
    package let style: TextStyle?
    /// Blank columns before every line.
    package let indent: Int

    // MARK: - Initialization

    /// Creates a paragraph.
    /// - Parameters:
    ///   - text: The text; control characters and escape sequences are removed before layout.
    ///   - style: Emphasis for the whole paragraph.
    ///   - indent: Blank columns before every line.
    public init(_ text: String, style: TextStyle? = nil, indent: Int = 0) {
        self.text = text
        self.style = style
        self.indent = max(indent, 0)
    }

    // MARK: - Renderable

    /// Appends the wrapped lines; empty text appends nothing.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        let indent = min(indent, context.width / 2)
        var writer = LineWriter(context: context)
        let (shown, width) = TerminalSanitizer.sanitizeAndMeasure(text)
        let lines =
            TextWrapper.isOneLine(shown, width: width, limit: context.width - indent)
            ? [(shown, width)]
            : TextWrapper.wrap(shown, width: context.width - indent).map { ($0, DisplayWidth.of($0)) }
        for (line, lineWidth) in lines {
            writer.pad(indent)
            writer.write(line, width: lineWidth, style: style, into: &buffer)
            writer.endLine(into: &buffer)
        }
    }
}
