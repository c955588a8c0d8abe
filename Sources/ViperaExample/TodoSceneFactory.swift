public import Vipera
import ViperaSpyable

/// Builds the scenes the todo app's routers move to.
@Spyable
@MainActor
protocol TodoSceneFactoring: AnyObject {
    func makeTodoDetail(todo: Todo, delegate: (any TodoDetailDelegate)?) -> any Scene
}

/// Wires each scene's six parts by initializer and sets their weak links back.
///
/// ```swift
/// let navigator = Navigator()
/// let factory = TodoSceneFactory(store: InMemoryTodoStore(), console: console, navigator: navigator)
/// navigator.push(factory.makeTodoList())
/// ```
@MainActor
public final class TodoSceneFactory: TodoSceneFactoring {
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
            factory: self, navigator: navigator, dataStore: interactor, detailDelegate: interactor)
        let viewController = TodoListViewController(console: console, interactor: interactor, router: router)
        presenter.display = viewController
        return viewController
    }

    // MARK: - TodoSceneFactoring

    /// The detail of one todo, reporting how it ended to `delegate`.
    func makeTodoDetail(todo: Todo, delegate: (any TodoDetailDelegate)?) -> any Scene {
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
