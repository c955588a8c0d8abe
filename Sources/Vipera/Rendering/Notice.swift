/// A one-off message about what just happened: information, success or a warning.
public struct Notice: Renderable {
    // MARK: - Nested Types

    /// What kind of message this is; it decides the label and colour.
    public enum Kind: Sendable, Equatable {
        /// Neutral information, written plain.
        case info
        /// Something completed, written in green.
        case success
        /// Something the user should look at, labelled `warning:` in yellow.
        case warning
        /// Something that happened elsewhere while the user was busy, posted to a ``NoticeBoard``:
        /// labelled `notice:` in cyan.
        case posted
    }

    // MARK: - Properties

    /// The kind of message.
    package let kind: Kind
    /// The message text.
    package let message: String

    // MARK: - Initialization

    /// Creates a notice.
    /// - Parameters:
    ///   - kind: The kind of message, which picks its mark and colour.
    ///   - message: The message text.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    // MARK: - Renderable

    /// Appends the message wrapped to the width, labelled for warnings.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        switch kind {
        case .info:
            Paragraph(message).render(into: &buffer, context: context)
        case .success:
            Paragraph(message, style: .green).render(into: &buffer, context: context)
        case .warning:
            LabelledText(label: "warning:", labelStyle: .boldYellow, text: message)
                .render(into: &buffer, context: context)
        case .posted:
            LabelledText(label: "notice:", labelStyle: .cyan, text: message).render(into: &buffer, context: context)
        }
    }
}
