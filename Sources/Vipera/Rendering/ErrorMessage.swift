/// An error as the user sees it: `error: message`, optionally prefixed with where it happened
/// (`script.txt:3: error: …`, with the column when the error points into the line), the line with
/// a caret under the offending part, and a hint such as the usage or a suggestion on the lines
/// below. At a terminal, where the typed line is still on the screen, the caret comes first,
/// lined up under it.
public struct ErrorMessage: Renderable {
    // MARK: - Constants

    private static let hintIndent = 2

    // MARK: - Properties

    /// What went wrong.
    package let message: String
    /// How to recover, or the usage of the command; each line break starts a line of its own.
    package let hint: String?
    /// Where the failing input came from, for scripts.
    package let location: InputLocation?
    /// The place in the line that the error is about.
    package let caret: SourceCaret?
    /// The width of the prompt the line was typed after, when it is still on the screen.
    package let promptWidth: Int?
    /// Whether the caret's line is written out even when a line is on the screen.
    package let repeatsLine: Bool

    // MARK: - Initialization

    /// Creates an error message.
    /// - Parameters:
    ///   - message: What went wrong.
    ///   - hint: How to recover, or the usage of the command.
    ///   - location: Where the failing input came from, for scripts.
    ///   - caret: The place in the line that the error is about.
    ///   - promptWidth: The width of the prompt the line was typed after, when it is still on the screen.
    ///   - repeatsLine: Whether the caret's line is written out even when a line is on the screen.
    package init(
        _ message: String,
        hint: String? = nil,
        location: InputLocation? = nil,
        caret: SourceCaret? = nil,
        promptWidth: Int? = nil,
        repeatsLine: Bool = false
    ) {
        self.message = message
        self.hint = hint
        self.location = location
        self.caret = caret
        self.promptWidth = promptWidth
        self.repeatsLine = repeatsLine
    }

    /// Creates the message for an error view model.
    /// - Parameter viewModel: The message, hint and caret.
    public init(_ viewModel: ErrorViewModel) {
        self.init(viewModel, location: nil, promptWidth: nil)
    }

    /// Creates the message for an error view model, placed where a session ran the failing line.
    /// - Parameters:
    ///   - viewModel: The message, hint and caret.
    ///   - location: Where the failing input came from, for scripts.
    ///   - promptWidth: The width of the prompt the line was typed after, when it is still on the screen.
    package init(_ viewModel: ErrorViewModel, location: InputLocation?, promptWidth: Int? = nil) {
        self.init(
            viewModel.message, hint: viewModel.hint, location: location, caret: viewModel.caret,
            promptWidth: promptWidth, repeatsLine: viewModel.repeatsLine)
    }

    /// `file:line:column:`, or `file:line:` when the error points nowhere in the line.
    private var lead: String? {
        guard let location else { return nil }
        guard let caret else { return "\(location):" }
        return "\(location):\(caret.column):"
    }

    // MARK: - Renderable

    /// Appends the error line and the hint's lines.
    /// - Parameters:
    ///   - buffer: Where the lines go, each ending in a newline.
    ///   - context: The width, colour and glyphs to lay them out for.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        let isOnScreen = location == nil && promptWidth != nil && !repeatsLine
        if let caret, isOnScreen {
            CaretLines(caret: caret, promptWidth: promptWidth).render(into: &buffer, context: context)
        }
        LabelledText(lead: lead, label: "error:", labelStyle: .boldRed, text: message)
            .render(into: &buffer, context: context)
        if let caret, !isOnScreen {
            CaretLines(caret: caret, promptWidth: nil).render(into: &buffer, context: context)
        }
        // A hint's line breaks start lines of their own: a usage, then what the refusal did.
        for line in hint?.split(separator: "\n") ?? [] {
            Paragraph(String(line), indent: Self.hintIndent).render(into: &buffer, context: context)
        }
    }
}
