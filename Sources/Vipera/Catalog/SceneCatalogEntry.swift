/// What a scenes catalogue (such as `scenes.md`) says about one scene: its purpose, its commands
/// (taken from the same declarations the REPL parses with), where it routes and with what data,
/// and its six files.
public struct SceneCatalogEntry: Sendable, Equatable {
    // MARK: - Nested Types

    /// A way out of the scene.
    public struct Route: Sendable, Equatable {
        /// The command that takes it.
        public let command: String
        /// The scene it reaches.
        public let destination: String
        /// What is passed along, in words; empty when nothing is.
        public let data: String

        /// Creates a route.
        public init(command: String, destination: String, data: String = "") {
            self.command = command
            self.destination = destination
            self.data = data
        }
    }

    // MARK: - Constants

    /// The parts every scene has, one file each.
    public static let parts = ["Models", "ViewController", "Interactor", "Presenter", "Router", "Worker"]

    // MARK: - Properties

    /// The scene's name, such as `Accounts`.
    public let name: String
    /// How prose names the scene as a place, after "in": `Home`, `an account`.
    public let place: String
    /// What the scene shows and is for, in a sentence or two.
    public let purpose: String
    /// The scene's own commands.
    public let commands: [CommandDescriptor]
    /// Where the scene can go.
    public let routes: [Route]

    /// The scene's six files, by the naming convention.
    public var files: [String] { Self.parts.map { "\(name)\($0).swift" } }

    // MARK: - Initialization

    /// Creates an entry.
    /// - Parameter place: How prose names the scene as a place; its name unless told.
    public init(
        name: String, place: String? = nil, purpose: String, commands: [CommandDescriptor], routes: [Route] = []
    ) {
        self.name = name
        self.place = place ?? name
        self.purpose = purpose
        self.commands = commands
        self.routes = routes
    }
}
