import Foundation

/// Adds a new scene's `make{Scene}()` to the module's scene factory, creating the factory when the
/// module has none: the one piece of wiring every scene needs, written where it belongs instead of
/// printed to paste. The scene declares no destinations yet, so its router gets
/// `SceneBuilder.noDestinations`; its first destination makes the compiler ask the factory for a
/// `make(_:)` that builds it.
struct FactoryWiring {
    // MARK: - Constants

    /// The factory's sections after its scenes' `make{Scene}()` methods.
    static let sectionsAfterScenes = ["    // MARK: - Destinations", "    // MARK: - Private"]

    // MARK: - Properties

    let name: SceneName
    let target: String

    private var scene: String { name.value }

    /// The factory's type name: `ReadingSceneFactory` for a target named `ReadingScenes`.
    var factoryName: String {
        let base = target.hasSuffix("Scenes") ? String(target.dropLast("Scenes".count)) : target
        return base + "SceneFactory"
    }

    /// Where the factory is.
    var path: String { "Sources/\(target)/\(factoryName).swift" }

    // MARK: - Wiring

    /// The factory's text with the scene's methods added: to `existing`, or to a new factory.
    func factory(adding existing: String?) throws(ScaffoldError) -> String {
        guard let existing else { return newFactory }
        var editor = SwiftSourceEditor(text: existing, path: path)
        guard !editor.contains("func make\(scene)(") else { throw .fileExists("\(path): make\(scene)()") }
        let block = "final class \(factoryName)"
        // Beside the other scenes: before the sections that follow them, when the factory has them.
        if let section = Self.sectionsAfterScenes.first(where: editor.contains) {
            try editor.insert(String(makeMethod.dropFirst()) + "\n", intoBlock: block, before: section)
        } else {
            try editor.insert(makeMethod, intoBlock: block)
        }
        return editor.text
    }

    // MARK: - Private

    private var makeMethod: String {
        """

            /// The \(name.words) scene.
            public func make\(scene)() -> any Scene {
                let presenter = \(scene)Presenter()
                let interactor = \(scene)Interactor(
                    presenter: presenter, worker: \(scene)Worker(items: ["First item", "Second item"]))
                let router = \(scene)Router(scenes: SceneBuilder.noDestinations, navigator: navigator)
                let scene = \(scene)ViewController(console: console, interactor: interactor, router: router)
                presenter.display = scene
                return scene
            }

        """
    }

    private var newFactory: String {
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

            // MARK: - Scenes
        \(makeMethod)}

        """
    }
}
