/// What a scenes catalogue (such as `scenes.md`) says about one scene: its purpose, its commands
/// (taken from the same declarations the REPL parses with), where it can go and with what input
/// (its ``SceneDestination``'s routes), and its six files.
public struct SceneCatalogEntry: Sendable, Equatable {
    // MARK: - Constants

    /// The parts every scene has, one file each.
    package static let parts = ["Models", "ViewController", "Interactor", "Presenter", "Router", "Worker"]

    // MARK: - Properties

    /// The scene's name, such as `Accounts`.
    package let name: String
    /// How prose names the scene as a place, after "in": `Home`, `an account`.
    package let place: String
    /// What the scene shows and is for, in a sentence or two.
    package let purpose: String
    /// The scene's own commands.
    package let commands: [CommandDescriptor]
    /// Where the scene can go: its destination type's ``SceneDestination/routes``.
    package let routes: [SceneRoute]
    /// The name of the type of the result a flow reports to the scene that started it when it
    /// ends, such as `TransferResult`; nil for a scene that reports nothing.
    package var result: String? { resultType?.name }

    /// The result's type itself: its name is asked of the runtime only when the catalogue is
    /// written, since the first such question costs about a million instructions, and an app
    /// builds its catalogue at every start.
    private let resultType: NamedType?

    /// The scene's six files, by the naming convention.
    package var files: [String] { Self.parts.map { "\(name)\($0).swift" } }

    // MARK: - Initialization

    /// Creates an entry.
    /// - Parameters:
    ///   - name: The scene's declared name, as the breadcrumb and JSON output show it.
    ///   - place: How prose names the scene as a place; its name unless told.
    ///   - purpose: One sentence on what the scene is for.
    ///   - commands: The scene's commands, as its command table declares them.
    ///   - routes: Where the scene can go, as its destination type lists them: `AccountsDestination.routes`.
    ///   - result: The type of the result the scene reports back when it ends, if any.
    public init(
        name: String, place: String? = nil, purpose: String, commands: [CommandDescriptor], routes: [SceneRoute] = [],
        result: Any.Type? = nil
    ) {
        self.name = name
        self.place = place ?? name
        self.purpose = purpose
        self.commands = commands
        self.routes = routes
        resultType = result.map(NamedType.init)
    }
}

// MARK: - Named Types

extension SceneCatalogEntry {
    /// A type, equal to another when it is the same type.
    private struct NamedType: Sendable, Equatable {
        let type: Any.Type

        var name: String { String(describing: type) }

        static func == (lhs: Self, rhs: Self) -> Bool {
            ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
        }
    }
}
