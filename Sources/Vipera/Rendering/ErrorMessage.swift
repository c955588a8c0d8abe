/// An error as the user sees it: `error: message`, optionally prefixed with where it happened
/// (`script.txt:3: error: …`), and a hint such as the usage or a suggestion on the lines below.
public struct ErrorMessage: Renderable {
    // MARK: - Constants

    private static let hintIndent = 2

    // MARK: - Properties

    /// What went wrong.
    public let message: String
    /// How to recover, or the usage of the command.
    public let hint: String?
    /// Where the failing input came from, for scripts.
    public let location: InputLocation?

    // MARK: - Initialization

    /// Creates an error message.
    public init(_ message: String, hint: String? = nil, location: InputLocation? = nil) {
        self.message = message
        self.hint = hint
        self.location = location
    }

    /// Creates the message for an error view model.
    public init(_ viewModel: ErrorViewModel, location: InputLocation? = nil) {
        self.init(viewModel.message, hint: viewModel.hint, location: location)
    }

    // MARK: - Renderable

    /// Appends the error line and the hint's lines.
    public func render(into buffer: inout TextBuffer, context: RenderContext) {
        LabelledText(lead: location.map { "\($0):" }, label: "error:", labelStyle: .boldRed, text: message)
            .render(into: &buffer, context: context)
        if let hint {
            Paragraph(hint, indent: Self.hintIndent).render(into: &buffer, context: context)
        }
    }
}
