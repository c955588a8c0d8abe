/// A scene's title line, with an optional line under it.
public struct Heading: Renderable {
    // MARK: - Properties

    /// The title, truncated to the width.
    package let title: String
    /// A secondary line, wrapped and dimmed.
    package let subtitle: String?

    // MARK: - Initialization

    /// Creates a heading.
    /// - Parameters:
    ///   - title: The title, truncated to the width.
    ///   - subtitle: A secondary line, wrapped and dimmed.
    public init(_ title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    // MARK: - Renderable

    /// Appends the title line and the subtitle's lines.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        let shown = DisplayWidth.truncate(TerminalSanitizer.sanitize(title), toWidth: context.width)
        var writer = LineWriter(context: context)
        writer.write(shown, width: DisplayWidth.of(shown), style: .bold, into: &buffer)
        writer.endLine(into: &buffer)
        if let subtitle {
            Paragraph(subtitle, style: .dim).render(into: &buffer, context: context)
        }
    }
}
