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
    func render(into buffer: inout TextBuffer, context: RenderContext)
}

extension Renderable {
    /// The block rendered on its own, for tests and for composing text.
    public func rendered(in context: RenderContext) -> String {
        var buffer = TextBuffer()
        render(into: &buffer, context: context)
        return buffer.text
    }
}
