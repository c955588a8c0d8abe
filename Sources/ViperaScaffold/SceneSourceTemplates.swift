/// The six source files of a new scene, with one use case wired end to end: `list` fetches the
/// scene's items through the worker and renders them as a table; `done` leaves through the router.
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
        /// The use cases of the \(name.words) scene.
        enum \(scene) {
            // MARK: - Fetch Items

            /// Load the scene's items and show them as a numbered list.
            enum FetchItems {
                struct Request: Sendable, Equatable {}

                struct Response: Sendable, Equatable {
                    let items: [String]
                }

                struct ViewModel: Sendable, Equatable, Encodable {
                    struct Row: Sendable, Equatable, Encodable {
                        let number: String
                        let text: String
                    }

                    let rows: [Row]
                }
            }

            // MARK: - Strings

            /// The scene's user-facing text, in one place.
            enum Strings {
                static let title = "\(name.title)"
                static let purpose = "Lists the \(name.words) scene's items."
                static let listSummary = "Show the items"
                static let doneSummary = "Leave this scene"
                static let numberColumn = "#"
                static let itemColumn = "Item"
                static let emptyTitle = "Nothing here yet."
                static let emptyMessage = "Type 'list' to look again."
            }
        }

        /// The commands of the \(name.words) scene.
        public enum \(scene)Command: Sendable, Equatable {
            /// Show the items again.
            case list
            /// Leave the scene for the one below it.
            case done
        }

        """
    }

    var viewController: String {
        """
        public import Vipera
        import ViperaSpyable

        /// The display logic of the \(name.words) scene.
        @Spyable
        @MainActor
        protocol \(scene)DisplayLogic: ErrorDisplaying {
            func displayItems(_ viewModel: \(scene).FetchItems.ViewModel)
        }

        /// Shows the \(name.words) scene's items and turns typed commands into requests.
        @MainActor
        public final class \(scene)ViewController: Scene, ConsoleDisplaying {
            // MARK: - Properties

            /// Where the scene writes.
            public let console: any Console
            /// The scene's name in the breadcrumb.
            public let title = \(scene).Strings.title
            private let interactor: any \(scene)BusinessLogic
            private let router: any \(scene)RoutingLogic

            // MARK: - Initialization

            init(console: any Console, interactor: any \(scene)BusinessLogic, router: any \(scene)RoutingLogic) {
                self.console = console
                self.interactor = interactor
                self.router = router
            }

            // MARK: - Scene

            /// `\(scene)`, in `where` and JSON output.
            public nonisolated static let sceneName = "\(scene)"

            /// `list` and `done`.
            public var commands: CommandTable<\(scene)Command> { Self.commandTable }

            /// Shows the items.
            public func sceneDidLoad() async {
                await interactor.fetchItems(\(scene).FetchItems.Request())
            }

            /// Turns a command into a request to the interactor, or a route.
            public func handle(_ command: \(scene)Command) async {
                switch command {
                case .list:
                    await interactor.fetchItems(\(scene).FetchItems.Request())
                case .done:
                    do {
                        try router.routeBack()
                    } catch {
                        displayError(ErrorViewModel(error))
                    }
                }
            }
        }

        // MARK: - \(scene)DisplayLogic

        extension \(scene)ViewController: \(scene)DisplayLogic {
            func displayItems(_ viewModel: \(scene).FetchItems.ViewModel) {
                show(viewModel, kind: "items") {
                    guard !viewModel.rows.isEmpty else {
                        return EmptyState(\(scene).Strings.emptyTitle, message: \(scene).Strings.emptyMessage)
                    }
                    let columns = [
                        Table.Column(\(scene).Strings.numberColumn, alignment: .right),
                        Table.Column(\(scene).Strings.itemColumn, overflow: .wrap),
                    ]
                    return Table(columns: columns, rows: viewModel.rows.map { [$0.number, $0.text] })
                }
            }
        }

        // MARK: - Commands

        extension \(scene)ViewController {
            nonisolated static let commandTable = CommandTable<\(scene)Command>([
                CommandSpec("list", summary: \(scene).Strings.listSummary, command: .list),
                CommandSpec("done", summary: \(scene).Strings.doneSummary, command: .done),
            ])
        }

        """
    }

    var interactor: String {
        """
        import ViperaSpyable

        /// The business logic of the \(name.words) scene.
        @Spyable
        @MainActor
        protocol \(scene)BusinessLogic: AnyObject {
            func fetchItems(_ request: \(scene).FetchItems.Request) async
        }

        /// What the \(name.words) scene's router may pass on to the next scene.
        @Spyable
        @MainActor
        protocol \(scene)DataStore: AnyObject {
            var items: [String] { get }
        }

        /// Fetches the items through the worker and hands them to the presenter.
        @MainActor
        final class \(scene)Interactor: \(scene)BusinessLogic, \(scene)DataStore {
            // MARK: - Properties

            private(set) var items: [String] = []
            private let presenter: any \(scene)PresentationLogic
            private let worker: any \(scene)WorkingLogic

            // MARK: - Initialization

            init(presenter: any \(scene)PresentationLogic, worker: any \(scene)WorkingLogic) {
                self.presenter = presenter
                self.worker = worker
            }

            // MARK: - \(scene)BusinessLogic

            func fetchItems(_ request: \(scene).FetchItems.Request) async {
                do {
                    items = try await worker.fetchItems()
                    presenter.presentItems(\(scene).FetchItems.Response(items: items))
                } catch {
                    presenter.presentError(error)
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
        @MainActor
        protocol \(scene)PresentationLogic: AnyObject {
            func presentItems(_ response: \(scene).FetchItems.Response)
            func presentError(_ error: any Error)
        }

        /// Numbers the items and turns errors into messages with hints.
        @MainActor
        final class \(scene)Presenter: \(scene)PresentationLogic {
            // MARK: - Properties

            weak var display: (any \(scene)DisplayLogic)?

            // MARK: - \(scene)PresentationLogic

            func presentItems(_ response: \(scene).FetchItems.Response) {
                let rows = response.items.enumerated().map { offset, item in
                    \(scene).FetchItems.ViewModel.Row(number: String(offset + 1), text: item)
                }
                display?.displayItems(\(scene).FetchItems.ViewModel(rows: rows))
            }

            func presentError(_ error: any Error) {
                display?.displayError(ErrorViewModel(error))
            }
        }

        """
    }

    var router: String {
        """
        import Vipera
        import ViperaSpyable

        /// Where the \(name.words) scene can go.
        @Spyable
        @MainActor
        protocol \(scene)RoutingLogic: AnyObject {
            func routeBack() throws(NavigationError)
        }

        /// What the \(name.words) router reads to pass data on.
        @Spyable
        @MainActor
        protocol \(scene)DataPassing: AnyObject {
            var dataStore: (any \(scene)DataStore)? { get }
        }

        /// Moves from the \(name.words) scene through the navigator.
        @MainActor
        final class \(scene)Router: \(scene)RoutingLogic, \(scene)DataPassing, SceneRouting {
            // MARK: - Properties

            weak var navigator: (any Navigating)?
            weak var dataStore: (any \(scene)DataStore)?

            // MARK: - Initialization

            init(navigator: (any Navigating)?) {
                self.navigator = navigator
            }

            // MARK: - \(scene)RoutingLogic

            func routeBack() throws(NavigationError) {
                try goBack()
            }
        }

        """
    }

    var worker: String {
        """
        import ViperaSpyable

        /// The data operations of the \(name.words) scene.
        @Spyable
        protocol \(scene)WorkingLogic: Sendable {
            func fetchItems() async throws -> [String]
        }

        /// Fetches the scene's items. It starts with a fixed list; give it one of your store
        /// protocols to read them from instead.
        struct \(scene)Worker: \(scene)WorkingLogic {
            // MARK: - Properties

            private let items: [String]

            // MARK: - Initialization

            init(items: [String]) {
                self.items = items
            }

            // MARK: - \(scene)WorkingLogic

            func fetchItems() async throws -> [String] {
                items
            }
        }

        """
    }
}
