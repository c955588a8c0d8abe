/// Names a set of values a scene supplies at run time, such as the names of the accounts it shows.
///
/// An argument declared with ``ArgumentKind/dynamicChoice(_:)`` or ``ArgumentKind/item(_:)`` asks
/// the top scene's ``Scene/choices(for:)`` for the values when a line is parsed or completed.
public struct ChoiceSource: Hashable, Sendable, ExpressibleByStringLiteral {
    // MARK: - Properties

    /// The source's name, unique within a scene.
    package let name: String

    // MARK: - Initialization

    /// Creates a source.
    /// - Parameter name: The source's name, unique in its scene.
    package init(_ name: String) {
        self.name = name
    }

    /// Creates a source from a literal, as in `.item("accounts")`.
    /// - Parameter name: The source's name, unique in its scene.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The names and aliases of every command available where a line is typed; the dispatcher
    /// supplies them, for arguments of kind ``ArgumentKind/commandName``.
    package static let commandNames: ChoiceSource = "vipera.command-names"

    /// The names of the scenes below the top of the stack, which `back to` goes to; the
    /// dispatcher provides them.
    package static let scenesBelowTop: ChoiceSource = "vipera.scenes-below-top"

}
