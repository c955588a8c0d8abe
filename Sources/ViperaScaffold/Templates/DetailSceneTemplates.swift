/// A detail scene (`new-scene NAME --detail`): built from the item it shows, with one use case
/// wired end to end: `show` fetches the item's facts through the worker and renders them as
/// labelled lines. Its data store holds the item, for the scenes it opens next.
struct DetailSceneTemplates: SceneTemplates {
    // MARK: - Properties

    let name: SceneName
    let moduleName: String

    // MARK: - Files

    var sources: [(part: String, contents: String)] {
        [
            ("Models", models), ("ViewController", viewController), ("Interactor", interactor),
            ("Presenter", presenter), ("Worker", worker),
        ]
    }

    var models: String {
        """
        import Vipera

        /// The use cases of the \(name.words) scene.
        enum \(scene) {
            // MARK: - Show Detail

            /// Load the item's facts and show them.
            enum ShowDetail {
                struct Response: Sendable, Equatable {
                    let item: String
                    let facts: [Fact]
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    struct Line: Sendable, Equatable, Encodable {
                        let label: String
                        let value: String
                    }

                    let title: String
                    let lines: [Line]
                    let emptyTitle: String?
                }
            }

            /// One labelled fact about the item, as the worker reads it.
            struct Fact: Sendable, Equatable {
                let label: String
                let value: String
            }
        }

        /// The commands of the \(name.words) scene.
        public enum \(scene)Command: Sendable, Equatable {
            /// Show the item's facts again.
            case show
        }

        """
    }

    var stringsFile: String {
        """
        extension Strings {
            /// The \(name.words) scene's user-facing text.
            enum \(scene) {
                static let title = "\(name.title)"
                static let purpose = "The \(name.words) scene."
                static let showSummary = "Show the facts again"
                static let emptyTitle = "Nothing is known about it yet."
            }
        }

        """
    }

    var viewController: String {
        """
        public import Vipera

        /// The display logic of the \(name.words) scene.
        protocol \(scene)DisplayLogic: ErrorDisplaying {
            func displayDetail(_ viewModel: \(scene).ShowDetail.ViewModel)
        }

        /// Shows one item's facts and turns typed commands into requests.
        public final class \(scene)ViewController: Scene, ConsoleDisplaying {
            // MARK: - Properties

            /// Where the scene writes.
            public let console: any Console
            let interactor: any \(scene)BusinessLogic
            let router: any \(scene)RoutingLogic

            // MARK: - Initialization

            init(console: any Console, interactor: any \(scene)BusinessLogic, router: any \(scene)RoutingLogic) {
                self.console = console
                self.interactor = interactor
                self.router = router
            }

            // MARK: - Scene

            /// `\(scene)`, in `where` and JSON output.
            public nonisolated static let sceneName = "\(scene)"

            /// The scene's name in the breadcrumb.
            public var title: String { Strings.\(scene).title }

            /// `show`.
            public var commands: CommandTable<\(scene)Command> { Self.commandTable }

            /// Shows the facts.
            public func sceneDidLoad() async {
                await interactor.showDetail()
            }

            /// Turns a command into a request to the interactor.
            public func handle(_ command: \(scene)Command) async {
                switch command {
                case .show: await interactor.showDetail()
                }
            }
        }

        // MARK: - \(scene)DisplayLogic

        extension \(scene)ViewController: \(scene)DisplayLogic {
            func displayDetail(_ viewModel: \(scene).ShowDetail.ViewModel) {
                let pairs = viewModel.lines.map { KeyValueList.Pair($0.label, $0.value) }
                let content = EmptyState.showing(viewModel.emptyTitle, otherwise: KeyValueList(pairs))
                show(viewModel, kind: "detail") { RenderGroup([Heading(viewModel.title), content]) }
            }
        }

        // MARK: - Commands

        extension \(scene)ViewController {
            nonisolated static let commandTable = CommandTable<\(scene)Command>([
                CommandSpec("show", summary: Strings.\(scene).showSummary, command: .show)
            ])
        }

        """
    }

    var interactor: String {
        """
        import Vipera

        /// The business logic of the \(name.words) scene.
        protocol \(scene)BusinessLogic: BusinessLogic {
            func showDetail() async
        }

        /// What the \(name.words) scene's router reads to open the next scene: the item it shows.
        protocol \(scene)DataStore: DataStore {
            var item: String { get }
        }

        /// Fetches the item's facts through the worker and hands them to the presenter.
        final class \(scene)Interactor: \(scene)BusinessLogic, \(scene)DataStore {
            // MARK: - Properties

            let item: String
            private(set) var facts: [\(scene).Fact] = []
            let presenter: any \(scene)PresentationLogic
            private let worker: any \(scene)WorkingLogic

            // MARK: - Initialization

            init(item: String, presenter: any \(scene)PresentationLogic, worker: any \(scene)WorkingLogic) {
                self.item = item
                self.presenter = presenter
                self.worker = worker
            }

            // MARK: - \(scene)BusinessLogic

            func showDetail() async {
                await presenter.presentingErrors {
                    facts = try await worker.fetchFacts(about: item)
                    presenter.presentDetail(\(scene).ShowDetail.Response(item: item, facts: facts))
                }
            }
        }

        """
    }

    var presenter: String {
        """
        import Vipera

        /// The presentation logic of the \(name.words) scene.
        protocol \(scene)PresentationLogic: PresentationLogic {
            func presentDetail(_ response: \(scene).ShowDetail.Response)
        }

        /// Labels each fact under the item's name, or says there are none.
        final class \(scene)Presenter: \(scene)PresentationLogic, ErrorPresenting {
            // MARK: - Properties

            weak var display: (any \(scene)DisplayLogic)?
            var errorDisplay: (any ErrorDisplaying)? { display }

            // MARK: - \(scene)PresentationLogic

            func presentDetail(_ response: \(scene).ShowDetail.Response) {
                let lines = response.facts.map { fact in
                    \(scene).ShowDetail.ViewModel.Line(label: fact.label, value: fact.value)
                }
                let emptyTitle = lines.isEmpty ? Strings.\(scene).emptyTitle : nil
                display?.displayDetail(
                    \(scene).ShowDetail.ViewModel(title: response.item, lines: lines, emptyTitle: emptyTitle))
            }
        }

        """
    }

    var worker: String {
        """
        import Vipera

        /// The data operations of the \(name.words) scene.
        protocol \(scene)WorkingLogic: WorkingLogic {
            func fetchFacts(about item: String) async throws -> [\(scene).Fact]
        }

        /// Reads an item's facts. It starts with the facts it is given, by item; give it one of your
        /// store protocols to read them from instead.
        struct \(scene)Worker: \(scene)WorkingLogic {
            // MARK: - Properties

            let facts: [String: [(label: String, value: String)]]

            // MARK: - \(scene)WorkingLogic

            func fetchFacts(about item: String) async throws -> [\(scene).Fact] {
                (facts[item] ?? []).map { fact in \(scene).Fact(label: fact.label, value: fact.value) }
            }
        }

        """
    }
}

// MARK: - Spies and Factory

extension DetailSceneTemplates {
    var spies: [SpyTemplate] {
        [
            SpyTemplate(
                protocolName: "\(scene)BusinessLogic", methods: [SpyMethod("showDetail", effects: "async")],
                isSendable: false),
            SpyTemplate(
                protocolName: "\(scene)PresentationLogic",
                methods: [
                    SpyMethod("presentDetail", ("_", "response", "\(scene).ShowDetail.Response")), Self.presentError,
                ],
                isSendable: false),
            SpyTemplate(
                protocolName: "\(scene)DisplayLogic",
                methods: [
                    SpyMethod("displayDetail", ("_", "viewModel", "\(scene).ShowDetail.ViewModel")), Self.displayError,
                ],
                isSendable: false),
            routingSpy,
            SpyTemplate(
                protocolName: "\(scene)WorkingLogic",
                methods: [
                    SpyMethod(
                        "fetchFacts", ("about", "item", "String"), effects: "async throws",
                        answering: "[\(scene).Fact]")
                ],
                isSendable: true),
        ]
    }

    var factoryMethod: String {
        """

            /// The \(name.words) scene, showing `item`.
            public func make\(scene)(item: String) -> any Scene {
                let presenter = \(scene)Presenter()
                let worker = \(scene)Worker(facts: [item: [(label: "Name", value: item)]])
                let interactor = \(scene)Interactor(item: item, presenter: presenter, worker: worker)
                let router = \(scene)Router(scenes: SceneBuilder.noDestinations, navigator: navigator)
                let scene = \(scene)ViewController(console: console, interactor: interactor, router: router)
                presenter.display = scene
                return scene
            }

        """
    }
}
