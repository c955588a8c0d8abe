/// What a scene shows when it has nothing to list: a short title and what to do about it.
public struct EmptyState: Renderable {
    // MARK: - Properties

    /// The headline, such as "No transactions".
    package let title: String
    /// A suggestion, such as "Try 'clear' to remove the filter."
    package let message: String?

    // MARK: - Initialization

    /// Creates an empty state.
    /// - Parameters:
    ///   - title: What is empty, dimmed.
    ///   - message: A suggestion, such as "Try 'clear' to remove the filter."
    public init(_ title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }

    // MARK: - Renderable

    /// Appends the title and the message, dimmed.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        Paragraph(title, style: .dim).render(into: &buffer, context: context)
        if let message {
            Paragraph(message, style: .dim).render(into: &buffer, context: context)
        }
    }
}

// MARK: - Either Look

extension EmptyState {
    /// An empty state titled `title` when there is one, `content` otherwise: a list's two looks
    /// in one expression, for a view model that carries the empty state's text only when it has
    /// nothing to list.
    ///
    /// ```swift
    /// EmptyState.showing(viewModel.emptyMessage, otherwise: RowTable(columns: columns, rows: viewModel.rows))
    /// ```
    /// - Parameters:
    ///   - title: The empty state's title, or nil when there is something to show.
    ///   - message: The empty state's suggestion.
    ///   - content: What to show when `title` is nil; not made otherwise.
    /// - Returns: The empty state, or the content.
    public static func showing(
        _ title: String?, message: String? = nil, otherwise content: @autoclosure () -> any Renderable
    ) -> any Renderable {
        guard let title else { return content() }
        return EmptyState(title, message: message)
    }
}
