import Foundation

/// Adds a new scene's `make{Scene}()` to the module's scene factory, creating the factory when the
/// module has none: the one piece of wiring every scene needs, written where it belongs instead of
/// printed to paste.
struct FactoryWiring {
    // MARK: - Properties

    let name: SceneName
    let target: String

    private var scene: String { name.value }

    /// The factory's type name: `ReadingSceneFactory` for a target named `ReadingScenes`.
    var factoryName: String {
        let base = target.hasSuffix("Scenes") ? String(target.dropLast("Scenes".count)) : target
        return base + "SceneFactory"
    }

    /// The protocol routers hold the factory as: `ReadingSceneFactoring`.
    var protocolName: String { String(factoryName.dropLast()) + "ing" }

    /// Where the factory is.
    var path: String { "Sources/\(target)/\(factoryName).swift" }

    // MARK: - Wiring

    /// The factory's text with the scene's method added: to `existing`, or to a new factory.
    func factory(adding existing: String?) throws(ScaffoldError) -> String {
        guard let existing else { return newFactory }
        var editor = SwiftSourceEditor(text: existing, path: path)
        guard !editor.contains("func make\(scene)(") else { throw .fileExists("\(path): make\(scene)()") }
        try editor.insert(makeMethod, intoBlock: "final class \(factoryName)", before: "// MARK: - Private")
        if editor.contains("protocol \(protocolName)") {
            try editor.insert("    func make\(scene)() -> any Scene\n", intoBlock: "protocol \(protocolName)")
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
                let router = \(scene)Router(factory: self, navigator: navigator, dataStore: interactor)
                let scene = \(scene)ViewController(console: console, interactor: interactor, router: router)
                presenter.display = scene
                return scene
            }

        """
    }

    private var newFactory: String {
        """
        public import Vipera
        import ViperaSpyable

        /// Builds the scenes routers move to: a router holds the factory as this protocol, so its
        /// tests can give it a spy.
        @Spyable
        @MainActor
        protocol \(protocolName): AnyObject {
            func make\(scene)() -> any Scene
        }

        /// Builds the module's scenes: creates each scene's parts, wires them by initializer, and
        /// sets the weak links back.
        @MainActor
        public final class \(factoryName): \(protocolName) {
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
