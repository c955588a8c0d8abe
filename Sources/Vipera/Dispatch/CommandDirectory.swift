import Synchronization

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

    /// The places, read from the catalogue the first time a command is not found.
    private final class Places: Sendable {
        private let entries: @Sendable () -> [SceneCatalogEntry]
        private let read = Mutex<[Place]?>(nil)

        init(_ entries: @escaping @Sendable () -> [SceneCatalogEntry]) {
            self.entries = entries
        }

        var all: [Place] {
            read.withLock { read in
                if let read { return read }
                let places = entries().map { entry in
                    Place(
                        sceneName: entry.name,
                        phrase: entry.place,
                        names: Set(entry.commands.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() })
                    )
                }
                read = places
                return places
            }
        }
    }

    // MARK: - Constants

    /// A directory that knows no scenes: unknown commands are only unknown.
    public static let empty = CommandDirectory([])

    // MARK: - Properties

    private let places: Places

    // MARK: - Initialization

    /// The directory of the scenes a catalogue describes, in its order.
    /// - Parameter entries: The catalogue's scenes.
    package init(_ entries: [SceneCatalogEntry]) {
        places = Places { entries }
    }

    /// The directory of the scenes the catalogue `entries` builds, in its order, built the first
    /// time a command is not found: only then is it needed, and an app's catalogue declares
    /// every command of every scene, too much to build at every start.
    /// - Parameter entries: Makes the catalogue's scenes, the first time a question needs them.
    public init(loading entries: @escaping @Sendable () -> [SceneCatalogEntry]) {
        places = Places(entries)
    }

    // MARK: - Looking Up

    /// How prose names the scene `sceneName` ("an account"); its name when the directory does not know it.
    /// - Parameter sceneName: The scene's declared name.
    package func phrase(for sceneName: String) -> String {
        places.all.first { $0.sceneName == sceneName }?.phrase ?? sceneName
    }

    /// How prose names the other scenes that have a command called `word` (or with it as alias).
    /// - Parameters:
    ///   - word: The command as typed.
    ///   - sceneName: The scene it was typed in, which is left out.
    package func places(having word: String, except sceneName: String?) -> [String] {
        let name = word.lowercased()
        return places.all.filter { $0.sceneName != sceneName && $0.names.contains(name) }.map(\.phrase)
    }
}
