import Foundation

/// Adds a new scene's `make{Scene}(…)` to the module's scene factory, creating the factory when
/// the module has none: the one piece of wiring every scene needs, written where it belongs instead of
/// printed to paste. The scene declares no destinations yet, so its router gets
/// `SceneBuilder.noDestinations`; its first destination makes the compiler ask the factory for a
/// `make(_:)` that builds it.
struct FactoryWiring {
    // MARK: - Constants

    /// The factory's sections after its scenes' `make{Scene}()` methods.
    static let sectionsAfterScenes = ["    // MARK: - Destinations", "    // MARK: - Private"]

    // MARK: - Properties

    let target: String

    /// The factory's type name: `ReadingSceneFactory` for a target named `ReadingScenes`.
    var factoryName: String {
        let base = target.hasSuffix("Scenes") ? String(target.dropLast("Scenes".count)) : target
        return base + "SceneFactory"
    }

    /// Where the factory is.
    var path: String { "Sources/\(target)/\(factoryName).swift" }

    // MARK: - Wiring

    /// The factory's text with `scene`'s `makeMethod` and catalogue entry added: to `existing`, or
    /// to a new factory. A factory written before it kept a catalogue gets one.
    func factory(adding makeMethod: String, of scene: SceneName, to existing: String?) throws(ScaffoldError)
        -> String
    {
        guard let existing else { return newFactory(holding: makeMethod, entry: catalogEntry(of: scene)) }
        var editor = SwiftSourceEditor(text: existing, path: path)
        guard !editor.contains("func make\(scene)(") else { throw .fileExists("\(path): make\(scene)()") }
        let block = "final class \(factoryName)"
        if editor.contains(Self.catalogList) {
            try editor.appendElement(catalogEntry(of: scene), toList: Self.catalogList)
        } else if editor.contains(Self.scenesSection) {
            try editor.insert(catalogSection(holding: catalogEntry(of: scene)), beforeLineWith: Self.scenesSection)
        }
        // Beside the other scenes: before the sections that follow them, when the factory has them.
        if let section = Self.sectionsAfterScenes.first(where: editor.contains) {
            try editor.insert(String(makeMethod.dropFirst()) + "\n", intoBlock: block, before: section)
        } else {
            try editor.insert(makeMethod, intoBlock: block)
        }
        return editor.text
    }

    // MARK: - Private

    private static let catalogList = "nonisolated static let catalog: [SceneCatalogEntry] = ["
    private static let scenesSection = "    // MARK: - Scenes"

    /// The scene's entry, described from the declarations the REPL parses with.
    private func catalogEntry(of scene: SceneName) -> String {
        """
                SceneCatalogEntry(
                    name: \(scene)ViewController.sceneName, purpose: Strings.\(scene).purpose,
                    commands: \(scene)ViewController.commandTable.descriptors, routes: \(scene)Destination.routes),

        """
    }

    private func catalogSection(holding entry: String) -> String {
        """
            // MARK: - Catalogue

            /// Every scene the factory builds, described from the declarations the REPL parses with:
            /// the app's catalogue, and the entries of its command directory. `new-scene` adds each
            /// scene here and its `make…` below, so a scene is registered once.
            public \(Self.catalogList)
        \(entry)    ]


        """
    }

    private func newFactory(holding makeMethod: String, entry: String) -> String {
        """
        public import Vipera

        /// Builds the module's scenes: creates each scene's parts, wires them by initializer, and
        /// sets the weak links back. Each router gets a builder of its own scene's destinations
        /// only, which a `make(_:)` per scene builds in one exhaustive `switch`.
        @MainActor
        public final class \(factoryName) {
            // MARK: - Properties

            private let console: any Console
            private weak var navigator: (any Navigating)?

            // MARK: - Initialization

            /// A factory whose scenes write to `console` and move on `navigator`.
            public init(console: any Console, navigator: any Navigating) {
                self.console = console
                self.navigator = navigator
            }

        \(catalogSection(holding: entry))    // MARK: - Scenes
        \(makeMethod)}

        """
    }
}
