/// A block of terminal output laid out for a given width.
///
/// Rendering primitives (``Table``, ``KeyValueList``, ``Heading``, ``Notice``, ``ErrorMessage``,
/// ``EmptyState``, ``Paragraph``) are value types conforming to this protocol. They sanitise every
/// piece of text they were given, so data can never inject escape sequences, and never write a line
/// wider than ``RenderContext/width``. Each rendered line ends with a newline.
///
/// ```swift
/// console.render(Heading("Accounts"))
/// ```
public protocol Renderable: Sendable {
    /// Appends the lines of this block to `buffer`.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    func render(into buffer: inout TextBuffer, context: RenderContext)
}

extension Renderable {
    /// The block rendered on its own, for tests and for composing text.
    /// - Parameter context: The width, colour and glyphs to lay it out for.
    /// - Returns: Its lines, each ending in a newline.
    package func rendered(in context: RenderContext) -> String {
        var buffer = TextBuffer()
        render(into: &buffer, context: context)
        return buffer.text
    }
}
