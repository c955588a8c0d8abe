/// Several renderables written one after another, optionally separated by blank lines.
public struct RenderGroup: Renderable {
    // MARK: - Properties

    /// The parts, top to bottom.
    package let parts: [any Renderable]
    /// Blank lines between two parts.
    package let spacing: Int

    // MARK: - Initialization

    /// Creates a group.
    /// - Parameters:
    ///   - parts: What to draw, top to bottom.
    ///   - spacing: Blank lines between two parts.
    public init(_ parts: [any Renderable], spacing: Int = 1) {
        self.parts = parts
        self.spacing = max(spacing, 0)
    }

    // MARK: - Renderable

    /// Appends every part, with `spacing` blank lines between them.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        for (index, part) in parts.enumerated() {
            if index > 0 {
                for _ in 0..<spacing {
                    buffer.appendNewline()
                }
            }
            part.render(into: &buffer, context: context)
        }
    }
}
