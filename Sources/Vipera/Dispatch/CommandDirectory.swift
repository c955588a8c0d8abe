/// Which of an app's scenes have which commands, read from the scenes' declarations, so a command
/// typed in the wrong scene can say where it works: "'transfer' is not a command in Accounts; it
/// works in Home and in an account".
public struct CommandDirectory: Sendable {
    // MARK: - Nested Types

    private struct Place: Sendable {
        let sceneName: String
        let phrase: String
        let names: Set<String>
    }

    // MARK: - Constants

    /// A directory that knows no scenes: unknown commands are only unknown.
    public static let empty = CommandDirectory([])

    // MARK: - Properties

    private let places: [Place]

    // MARK: - Initialization

    /// The directory of the scenes a catalogue describes, in its order.
    public init(_ entries: [SceneCatalogEntry]) {
        places = entries.map { entry in
            Place(
                sceneName: entry.name,
                phrase: entry.place,
                names: Set(entry.commands.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() })
            )
        }
    }

    // MARK: - Looking Up

    /// How prose names the scene `sceneName` ("an account"); its name when the directory does not know it.
    public func phrase(for sceneName: String) -> String {
        places.first { $0.sceneName == sceneName }?.phrase ?? sceneName
    }

    /// How prose names the other scenes that have a command called `word` (or with it as alias).
    public func places(having word: String, except sceneName: String?) -> [String] {
        let name = word.lowercased()
        return places.filter { $0.sceneName != sceneName && $0.names.contains(name) }.map(\.phrase)
    }
}
