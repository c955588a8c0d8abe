/// The six source files of a new scene in the shape vbank's scenes have, with one use case wired
/// end to end: `list` fetches the scene's items through the worker and renders them as a table.
/// The scene's strings go beside the module's `Strings` (``stringsFile``); it declares no
/// destinations yet, and leaving is the global `back`.
struct SceneSourceTemplates {
    // MARK: - Properties

    let name: SceneName

    private var scene: String { name.value }

    // MARK: - Files

    /// Every file, by its part (`Models`, `ViewController`, …).
    var files: [(part: String, contents: String)] {
        [
            ("Models", models), ("ViewController", viewController), ("Interactor", interactor),
            ("Presenter", presenter), ("Router", router), ("Worker", worker),
        ]
    }

    var models: String {
        """
        import Vipera
        import ViperaSpyable

        /// The use cases of the \(name.words) scene.
        enum \(scene) {
            // MARK: - Fetch Items

            /// Load the scene's items and show them as a numbered list.
            enum FetchItems {
                struct Response: Sendable, Equatable {
                    let items: [String]
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    @TableRow
                    struct Row: Sendable, Equatable, Encodable {
                        let number: String
                        let name: String
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

    /// The module's `Strings`, written when the module has none.
    static let stringsRoot = """
        /// The module's user-facing text, one enum per scene in `Strings+{Scene}.swift`.
        enum Strings {}

        """

    var viewController: String {
        """
        public import Vipera
        import ViperaSpyable

        /// The display logic of the \(name.words) scene.
        @Spyable
        protocol \(scene)DisplayLogic: ErrorDisplaying {
            func displayItems(_ viewModel: \(scene).FetchItems.ViewModel)
        }

        /// Shows the \(name.words) scene's items and turns typed commands into requests.
        @MemberwiseInit
        public final class \(scene)ViewController: Scene, ConsoleDisplaying {
            // MARK: - Properties

            /// Where the scene writes.
            public let console: any Console
            let interactor: any \(scene)BusinessLogic
            let router: any \(scene)RoutingLogic
            private var shownNames: [String] = []

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
        import ViperaSpyable

        /// The business logic of the \(name.words) scene.
        @Spyable
        protocol \(scene)BusinessLogic: BusinessLogic {
            func fetchItems() async
        }

        /// Fetches the items through the worker and hands them to the presenter.
        @MemberwiseInit
        final class \(scene)Interactor: \(scene)BusinessLogic {
            // MARK: - Properties

            private(set) var items: [String] = []
            let presenter: any \(scene)PresentationLogic
            private let worker: any \(scene)WorkingLogic

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
        import ViperaSpyable

        /// The presentation logic of the \(name.words) scene.
        @Spyable
        protocol \(scene)PresentationLogic: PresentationLogic {
            func presentItems(_ response: \(scene).FetchItems.Response)
        }

        /// Numbers the items, or says there are none.
        @MemberwiseInit
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

    var router: String {
        """
        import Vipera
        import ViperaSpyable

        /// Where the \(name.words) scene can go: a case for each scene it opens, named for that scene
        /// and carrying the scene's typed input. None yet; `back` and `home` are global.
        @Destinations
        enum \(scene)Destination {}

        /// Where the \(name.words) scene can go.
        @Spyable
        protocol \(scene)RoutingLogic: RoutingLogic {}

        /// Opens the \(name.words) scene's destinations through the navigator, with scenes the
        /// factory builds.
        @MemberwiseInit
        final class \(scene)Router: \(scene)RoutingLogic, DestinationRouting {
            // MARK: - Properties

            let scenes: any SceneBuilding<\(scene)Destination>
            weak var navigator: (any Navigating)?
        }

        """
    }

    var worker: String {
        """
        import Vipera
        import ViperaSpyable

        /// The data operations of the \(name.words) scene.
        @Spyable
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
