/// One display call of a scene, as JSON output writes it: the scene, what kind of display it
/// was, and the view model the presenter made.
///
/// ```json
/// {"kind":"accounts","scene":"Accounts","viewModel":{"rows":[…]}}
/// ```
public struct DisplayRecord<ViewModel: Encodable>: Encodable {
    // MARK: - Nested Types

    /// Where the names come from: given as text, or worked out from a scene's type and display
    /// method only when the record is written as JSON, so text output never pays for them.
    /// Unchecked because a scene's metatype is not `Sendable`; the record only reads its
    /// `sceneName`, which is nonisolated and derived from the type's name alone.
    private enum Naming: @unchecked Sendable {
        case given(scene: String, kind: String)
        case displayMethod(String, of: any Scene.Type)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, scene, viewModel
    }

    // MARK: - Properties

    /// What the presenter made for the view.
    public let viewModel: ViewModel
    private let naming: Naming

    /// The scene's name, such as `Accounts`.
    public var scene: String {
        switch naming {
        case .given(let scene, _): scene
        case .displayMethod(_, let sceneType): sceneType.sceneName
        }
    }

    /// The display method without its `display` prefix, such as `accounts` for `displayAccounts`.
    public var kind: String {
        switch naming {
        case .given(_, let kind): kind
        case .displayMethod(let function, _): Self.kind(ofDisplayMethod: function)
        }
    }

    // MARK: - Initialization

    /// Creates a record.
    public init(scene: String, kind: String, viewModel: ViewModel) {
        naming = .given(scene: scene, kind: kind)
        self.viewModel = viewModel
    }

    /// The record of a scene's display method, such as `displayAccounts(_:)` (its `#function`).
    public init(displayMethod function: String, of sceneType: any Scene.Type, viewModel: ViewModel) {
        naming = .displayMethod(function, of: sceneType)
        self.viewModel = viewModel
    }

    // MARK: - Encodable

    /// Writes `kind`, `scene` and `viewModel`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(scene, forKey: .scene)
        try container.encode(viewModel, forKey: .viewModel)
    }

    // MARK: - Naming

    /// The kind named by a display method's `#function`, such as `displayAccounts(_:)`: the
    /// name without `display` and its arguments, starting in lower case (`accounts`).
    public static func kind(ofDisplayMethod function: String) -> String {
        let name = function.prefix { $0 != "(" }
        let prefix = "display"
        let base = name.hasPrefix(prefix) && name.count > prefix.count ? name.dropFirst(prefix.count) : name[...]
        return base.prefix(1).lowercased() + base.dropFirst()
    }
}

/// An error as JSON output writes it: the fields of the text form, with where it came from.
///
/// ```json
/// {"file":"<stdin>","hint":"Type 'accounts' to list them.","kind":"error","line":4,"message":"no account 9"}
/// ```
public struct ErrorRecord: Encodable, Equatable, Sendable {
    /// Always `error`, so a reader of mixed lines can tell errors apart.
    public let kind = "error"
    /// What went wrong.
    public let message: String
    /// What to do about it, when there is advice.
    public let hint: String?
    /// The script the failing line came from, when it came from one.
    public let file: String?
    /// The failing line's number in that script.
    public let line: Int?

    /// The record of `error`, reported while running the line at `location`.
    public init(_ error: ErrorViewModel, location: InputLocation?) {
        message = error.message
        hint = error.hint
        file = location?.file
        line = location?.line
    }

    /// Writes every field, `null` where there is nothing, so each error has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(message, forKey: .message)
        try container.encode(hint, forKey: .hint)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
    }

    private enum CodingKeys: String, CodingKey {
        case kind, message, hint, file, line
    }
}

extension DisplayRecord: Sendable where ViewModel: Sendable {}
