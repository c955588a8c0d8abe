public import Vipera

/// Wires each scene's six parts by initializer and sets their weak links back; builds each
/// scene's destinations in one exhaustive `switch`, and gives every router a builder of its own
/// scene's destinations only.
///
/// ```swift
/// let navigator = Navigator()
/// let factory = TodoSceneFactory(store: InMemoryTodoStore(), console: console, navigator: navigator)
/// navigator.push(factory.makeTodoList())
/// ```
@MainActor
public final class TodoSceneFactory {
    // MARK: - Properties

    private let store: any TodoStore
    private let console: any Console
    private weak var navigator: (any Navigating)?

    // MARK: - Initialization

    /// Creates a factory whose scenes read `store`, write to `console` and move on `navigator`.
    public init(store: any TodoStore, console: any Console, navigator: any Navigating) {
        self.store = store
        self.console = console
        self.navigator = navigator
    }

    // MARK: - Scenes

    /// The list of todos: the app's root scene.
    public func makeTodoList() -> TodoListViewController {
        let presenter = TodoListPresenter()
        let interactor = TodoListInteractor(presenter: presenter, worker: TodoListWorker(store: store))
        let router = TodoListRouter(
            scenes: SceneBuilder(make), navigator: navigator, dataStore: interactor, detailDelegate: interactor)
        let viewController = TodoListViewController(console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }

    // MARK: - Destinations

    /// The scene each of the list's destinations opens.
    func make(_ destination: TodoListDestination) -> any Scene {
        switch destination {
        case .todoDetail(let todo, let delegate): todoDetail(todo: todo, delegate: delegate)
        }
    }

    // MARK: - Private

    /// The detail of one todo, reporting how it ended to `delegate`.
    private func todoDetail(todo: Todo, delegate: (any TodoDetailDelegate)?) -> any Scene {
        let presenter = TodoDetailPresenter()
        let interactor = TodoDetailInteractor(
            todo: todo, delegate: delegate, presenter: presenter, worker: TodoDetailWorker(store: store))
        let router = TodoDetailRouter(navigator: navigator)
        let viewController = TodoDetailViewController(
            title: todo.title, console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }
}
