/// The files of one kind of scene: its six parts, its strings, its per-layer tests and the spies
/// they use, and the factory method that builds it. Written in plain Swift, so an app builds them
/// without any of Vipera's macros.
protocol SceneTemplates {
    /// The scene.
    var name: SceneName { get }
    /// The module under test, imported `@testable` by the tests.
    var moduleName: String { get }

    /// The source files but the router, by part (`Models`, `ViewController`, …).
    var sources: [(part: String, contents: String)] { get }
    /// The scene's user-facing text, beside the module's `Strings`.
    var stringsFile: String { get }
    /// The tests but the router's, by the part they test.
    var tests: [(part: String, contents: String)] { get }
    /// The spies of the scene's layer protocols.
    var spies: [SpyTemplate] { get }
    /// The factory's `make{Scene}(…)`, after a blank line.
    var factoryMethod: String { get }
}

extension SceneTemplates {
    var scene: String { name.value }

    /// Every source file, by part, the router included.
    var sourceFiles: [(part: String, contents: String)] {
        var files = sources
        files.insert(("Router", router), at: min(4, files.count))
        return files
    }

    /// Every test file, by the part it tests, the router's included.
    var testFiles: [(part: String, contents: String)] {
        var files = tests
        files.insert(("Router", routerTests), at: min(3, files.count))
        return files
    }

    /// The test target's file of spies, `{Scene}Spies.swift`.
    var spiesFile: String {
        """
        import Vipera
        import ViperaTesting

        @testable import \(moduleName)

        // The \(name.words) scene's test doubles, one per layer protocol: each records its calls in
        // order, and a worker's answers what the test sets. `new-command` adds a command's methods here.

        \(spies.map(\.text).joined(separator: "\n"))
        """
    }

    /// The imports and `@testable import` a test file starts with.
    func testHeader(importingVipera: Bool) -> String {
        let imports =
            importingVipera ? ["import Testing", "import Vipera", "import ViperaTesting"] : ["import Testing"]
        return (imports + ["", "@testable import \(moduleName)", ""]).joined(separator: "\n")
    }

    /// The spies every scene has: of its router, which has no methods yet, and of the inherited
    /// error methods of its presentation and display.
    var routingSpy: SpyTemplate {
        SpyTemplate(protocolName: "\(scene)RoutingLogic", methods: [], isSendable: false)
    }

    static var presentError: SpyMethod {
        SpyMethod(
            "presentError", ("_", "error", "any Error"),
            recording: (type: "ErrorViewModel", value: "ErrorViewModel(error)"))
    }

    static var displayError: SpyMethod { SpyMethod("displayError", ("_", "viewModel", "ErrorViewModel")) }
}

// MARK: - Router

extension SceneTemplates {
    var router: String {
        """
        import Vipera

        /// Where the \(name.words) scene can go: a case for each scene it opens, named for that scene
        /// and carrying the scene's typed input. None yet; `back` and `home` are global. With its
        /// first case, it conforms to `SceneDestination` instead, listing its `routes`.
        enum \(scene)Destination: EmptySceneDestination {
            /// A value of the enum, which cannot exist while it has no cases.
            var unreachable: Never {
                switch self {}
            }
        }

        /// Where the \(name.words) scene can go.
        protocol \(scene)RoutingLogic: RoutingLogic {}

        /// Opens the \(name.words) scene's destinations through the navigator, with scenes the
        /// factory builds.
        final class \(scene)Router: \(scene)RoutingLogic, DestinationRouting {
            // MARK: - Properties

            let scenes: any SceneBuilding<\(scene)Destination>
            weak var navigator: (any Navigating)?

            // MARK: - Initialization

            init(scenes: any SceneBuilding<\(scene)Destination>, navigator: (any Navigating)?) {
                self.scenes = scenes
                self.navigator = navigator
            }
        }

        """
    }

    var routerTests: String {
        """
        \(testHeader(importingVipera: true))
        @MainActor
        @Suite("\(scene) router")
        struct \(scene)RouterTests {
            @Test func goBack_popsTheScene() throws {
                // Given
                let navigator = NavigatorSpy(showing: [SpyScene(title: "Parent"), SpyScene(title: "\(name.title)")])
                let sut = \(scene)Router(scenes: SceneBuildingSpy<\(scene)Destination>(), navigator: navigator)

                // When
                try sut.goBack()

                // Then
                #expect(navigator.calls == [.pop])
                #expect(navigator.breadcrumb == ["Parent"])
            }

            @Test func router_holdsItsNavigatorWeakly() {
                // Given
                var navigator: NavigatorSpy? = NavigatorSpy()
                weak let weakNavigator = navigator
                let sut = \(scene)Router(scenes: SceneBuildingSpy<\(scene)Destination>(), navigator: navigator)

                // When
                navigator = nil

                // Then
                #expect(weakNavigator == nil)
                #expect(sut.navigator == nil)
            }
        }

        """
    }

    /// The module's `Strings`, written when the module has none.
    static var stringsRoot: String {
        """
        /// The module's user-facing text, one enum per scene in `Strings+{Scene}.swift`.
        enum Strings {}

        """
    }
}
