/// One display call of a scene, as JSON output writes it: the scene, what kind of display it
/// was, and the view model the presenter made. Both names are declared by the scene
/// (``Scene/sceneName`` and the `kind` given to `show`), so they are a stable wire format.
///
/// ```json
/// {"kind":"accounts","scene":"Accounts","viewModel":{"rows":[…]}}
/// ```
public struct DisplayRecord<ViewModel: Encodable>: Encodable {
    // MARK: - Properties

    /// The scene's name, such as `Accounts`.
    package let scene: String
    /// What kind of display it was, such as `accounts`.
    package let kind: String
    /// What the presenter made for the view.
    package let viewModel: ViewModel

    // MARK: - Initialization

    /// Creates a record.
    /// - Parameters:
    ///   - scene: The scene's declared name.
    ///   - kind: The display's stable name.
    ///   - viewModel: What the display shows.
    @usableFromInline package init(scene: String, kind: String, viewModel: ViewModel) {
        self.scene = scene
        self.kind = kind
        self.viewModel = viewModel
    }

    // MARK: - Encodable

    private enum CodingKeys: String, CodingKey {
        case kind, scene, viewModel
    }

    /// Writes `kind`, `scene` and `viewModel`.
    /// - Parameter encoder: Where the fields go.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(scene, forKey: .scene)
        try container.encode(viewModel, forKey: .viewModel)
    }
}

/// An error as JSON output writes it: the fields of the text form, with where it came from.
///
/// ```json
/// {"column":null,"file":"<stdin>","hint":"Type 'accounts' to list them.","kind":"error","line":4,"message":"no account 9"}
/// ```
package struct ErrorRecord: Encodable, Equatable, Sendable {
    /// Always `error`, so a reader of mixed lines can tell errors apart.
    package let kind = "error"
    /// What went wrong.
    package let message: String
    /// What to do about it, when there is advice.
    package let hint: String?
    /// The script the failing line came from, when it came from one.
    package let file: String?
    /// The failing line's number in that script.
    package let line: Int?
    /// The 1-based column in the line where the offending input starts, for a line that did not
    /// parse.
    package let column: Int?

    /// The record of `error`, reported while running the line at `location`.
    /// - Parameters:
    ///   - error: The message and hint.
    ///   - location: The file and line that was running, when there is one to name.
    package init(_ error: ErrorViewModel, location: InputLocation?) {
        message = error.message
        hint = error.hint
        file = location?.file
        line = location?.line
        column = error.caret?.column
    }

    /// Writes every field, `null` where there is nothing, so each error has the same keys.
    /// - Parameter encoder: Where the fields go.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encode(hint, forKey: .hint)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, message, hint, file, line, column
    }
}

extension DisplayRecord: Sendable where ViewModel: Sendable {}
