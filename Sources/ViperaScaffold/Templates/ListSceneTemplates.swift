/// A list scene (`new-scene NAME --list`), in the shape vbank's scenes have, with one use case
/// wired end to end: `list` fetches the scene's items through the worker and renders them as a
/// numbered table whose names a command can pick from. It declares no destinations yet, and
/// leaving is the global `back`.
struct ListSceneTemplates: SceneTemplates {
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
            // MARK: - Fetch Items

            /// Load the scene's items and show them as a numbered list.
            enum FetchItems {
                struct Response: Sendable, Equatable {
                    let items: [String]
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    struct Row: Sendable, Equatable, Encodable, TableRow {
                        enum Column: Sendable {
                            case number, name
                        }

                        let number: String
                        let name: String

                        func cell(_ column: Column) -> String {
                            switch column {
                            case .number: number
                            case .name: name
                            }
                        }
                    }

                    let rows: [Row]
                    let emptyTitle: String?
                }
            }
        }

        /// The commands of the \(name.words) scene.
        public enum \(scene)Command: Sendable, Equatable {
            /// Show the items again.
            case list
        }

        """
    }

    /// The scene's user-facing text, in `Strings+\(scene).swift` beside the module's `Strings`.
    var stringsFile: String {
        """
        extension Strings {
            /// The \(name.words) scene's user-facing text.
            enum \(scene) {
                static let title = "\(name.title)"
                static let purpose = "The \(name.words) scene."
                static let listSummary = "Show the list again"
                static let numberColumn = "#"
                static let nameColumn = "Name"
                static let emptyTitle = "Nothing here yet."
            }
        }

        """
    }

    var viewController: String {
        """
        public import Vipera

        /// The display logic of the \(name.words) scene.
        protocol \(scene)DisplayLogic: ErrorDisplaying {
            func displayItems(_ viewModel: \(scene).FetchItems.ViewModel)
        }

        /// Shows the \(name.words) scene's items and turns typed commands into requests.
        public final class \(scene)ViewController: Scene, ConsoleDisplaying {
            // MARK: - Properties

            /// Where the scene writes.
            public let console: any Console
            let interactor: any \(scene)BusinessLogic
            let router: any \(scene)RoutingLogic
            private var shownNames: [String] = []

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

            /// `list`.
            public var commands: CommandTable<\(scene)Command> { Self.commandTable }

            /// Shows the items.
            public func sceneDidLoad() async {
                await interactor.fetchItems()
            }

            /// Turns a command into a request to the interactor.
            public func handle(_ command: \(scene)Command) async {
                switch command {
                case .list: await interactor.fetchItems()
                }
            }

            /// The names shown, for a command that picks one.
            public func choices(for source: ChoiceSource) -> [String] {
                source == Self.shownItems ? shownNames : []
            }
        }

        // MARK: - \(scene)DisplayLogic

        extension \(scene)ViewController: \(scene)DisplayLogic {
            func displayItems(_ viewModel: \(scene).FetchItems.ViewModel) {
                shownNames = viewModel.rows.map(\\.name)
                let content = EmptyState.showing(
                    viewModel.emptyTitle, otherwise: RowTable(columns: Self.columns, rows: viewModel.rows))
                show(viewModel, kind: "items") { RenderGroup([Heading(Strings.\(scene).title), content]) }
            }
        }

        // MARK: - Layout

        extension \(scene)ViewController {
            nonisolated static let columns: [RowTable.Column<\(scene).FetchItems.ViewModel.Row.Column>] = [
                .init(Strings.\(scene).numberColumn, alignment: .right, .number),
                .init(Strings.\(scene).nameColumn, .name),
            ]
        }

        // MARK: - Commands

        extension \(scene)ViewController {
            nonisolated static let shownItems: ChoiceSource = "\(name.words)"

            nonisolated static let commandTable = CommandTable<\(scene)Command>([
                CommandSpec("list", summary: Strings.\(scene).listSummary, command: .list)
            ])
        }

        """
    }

    var interactor: String {
        """
        import Vipera

        /// The business logic of the \(name.words) scene.
        protocol \(scene)BusinessLogic: BusinessLogic {
            func fetchItems() async
        }

        /// Fetches the items through the worker and hands them to the presenter.
        final class \(scene)Interactor: \(scene)BusinessLogic {
            // MARK: - Properties

            private(set) var items: [String] = []
            let presenter: any \(scene)PresentationLogic
            private let worker: any \(scene)WorkingLogic

            // MARK: - Initialization

            init(presenter: any \(scene)PresentationLogic, worker: any \(scene)WorkingLogic) {
                self.presenter = presenter
                self.worker = worker
            }

            // MARK: - \(scene)BusinessLogic

            func fetchItems() async {
                await presenter.presentingErrors {
                    items = try await worker.fetchItems()
                    presenter.presentItems(\(scene).FetchItems.Response(items: items))
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
            func presentItems(_ response: \(scene).FetchItems.Response)
        }

        /// Numbers the items, or says there are none.
        final class \(scene)Presenter: \(scene)PresentationLogic, ErrorPresenting {
            // MARK: - Properties

            weak var display: (any \(scene)DisplayLogic)?
            var errorDisplay: (any ErrorDisplaying)? { display }

            // MARK: - \(scene)PresentationLogic

            func presentItems(_ response: \(scene).FetchItems.Response) {
                let rows = response.items.enumerated().map { offset, item in
                    \(scene).FetchItems.ViewModel.Row(number: String(offset + 1), name: item)
                }
                let emptyTitle = rows.isEmpty ? Strings.\(scene).emptyTitle : nil
                display?.displayItems(\(scene).FetchItems.ViewModel(rows: rows, emptyTitle: emptyTitle))
            }
        }

        """
    }

    var worker: String {
        """
        import Vipera

        /// The data operations of the \(name.words) scene.
        protocol \(scene)WorkingLogic: WorkingLogic {
            func fetchItems() async throws -> [String]
        }

        /// Fetches the scene's items. It starts with a fixed list; give it one of your store
        /// protocols to read them from instead.
        struct \(scene)Worker: \(scene)WorkingLogic {
            // MARK: - Properties

            let items: [String]

            // MARK: - \(scene)WorkingLogic

            func fetchItems() async throws -> [String] {
                items
            }
        }

        """
    }
}

// MARK: - Spies and Factory

extension ListSceneTemplates {
    var spies: [SpyTemplate] {
        [
            SpyTemplate(
                protocolName: "\(scene)BusinessLogic", methods: [SpyMethod("fetchItems", effects: "async")],
                isSendable: false),
            SpyTemplate(
                protocolName: "\(scene)PresentationLogic",
                methods: [
                    SpyMethod("presentItems", ("_", "response", "\(scene).FetchItems.Response")), Self.presentError,
                ],
                isSendable: false),
            SpyTemplate(
                protocolName: "\(scene)DisplayLogic",
                methods: [
                    SpyMethod("displayItems", ("_", "viewModel", "\(scene).FetchItems.ViewModel")), Self.displayError,
                ],
                isSendable: false),
            routingSpy,
            SpyTemplate(
                protocolName: "\(scene)WorkingLogic",
                methods: [SpyMethod("fetchItems", effects: "async throws", answering: "[String]")], isSendable: true),
        ]
    }

    var factoryMethod: String {
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
}
