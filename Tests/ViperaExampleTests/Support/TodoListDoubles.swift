import Vipera

@testable import ViperaExample

/// A worker that answers as configured and records its calls.
final class TodoListWorkerMock: TodoListWorkingLogic, @unchecked Sendable {
    enum Call: Equatable {
        case fetchTodos
        case addTodo(String, TodoPriority)
        case complete(Todo)
    }

    private(set) var calls: [Call] = []
    var fetchResult: Result<[Todo], any Error>?
    var addResult: Result<Todo, any Error>?
    var completeResult: Result<Todo, any Error>?

    func fetchTodos() async throws -> [Todo] {
        calls.append(.fetchTodos)
        guard let fetchResult else { throw UnconfiguredDouble("fetchTodos") }
        return try fetchResult.get()
    }

    func addTodo(title: String, priority: TodoPriority) async throws -> Todo {
        calls.append(.addTodo(title, priority))
        guard let addResult else { throw UnconfiguredDouble("addTodo") }
        return try addResult.get()
    }

    func complete(_ todo: Todo) async throws -> Todo {
        calls.append(.complete(todo))
        guard let completeResult else { throw UnconfiguredDouble("complete") }
        return try completeResult.get()
    }
}

/// Records every response the interactor presents.
@MainActor
final class TodoListPresenterSpy: TodoListPresentationLogic {
    enum Call: Equatable {
        case todos(TodoList.FetchTodos.Response)
        case added(TodoList.AddTodo.Response)
        case selected(TodoList.SelectTodo.Response)
        case completed(TodoList.CompleteTodo.Response)
        case detailResult(TodoList.DetailResult.Response)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentTodos(_ response: TodoList.FetchTodos.Response) { calls.append(.todos(response)) }
    func presentAddedTodo(_ response: TodoList.AddTodo.Response) { calls.append(.added(response)) }
    func presentSelectedTodo(_ response: TodoList.SelectTodo.Response) { calls.append(.selected(response)) }
    func presentCompletedTodo(_ response: TodoList.CompleteTodo.Response) { calls.append(.completed(response)) }
    func presentDetailResult(_ response: TodoList.DetailResult.Response) { calls.append(.detailResult(response)) }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

/// Records every view model the presenter displays.
@MainActor
final class TodoListDisplaySpy: TodoListDisplayLogic {
    enum Call: Equatable {
        case todos(TodoList.FetchTodos.ViewModel)
        case added(TodoList.AddTodo.ViewModel)
        case selected(TodoList.SelectTodo.ViewModel)
        case completed(TodoList.CompleteTodo.ViewModel)
        case detailResult(TodoList.DetailResult.ViewModel)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func displayTodos(_ viewModel: TodoList.FetchTodos.ViewModel) { calls.append(.todos(viewModel)) }
    func displayAddedTodo(_ viewModel: TodoList.AddTodo.ViewModel) { calls.append(.added(viewModel)) }
    func displaySelectedTodo(_ viewModel: TodoList.SelectTodo.ViewModel) { calls.append(.selected(viewModel)) }
    func displayCompletedTodo(_ viewModel: TodoList.CompleteTodo.ViewModel) { calls.append(.completed(viewModel)) }
    func displayDetailResult(_ viewModel: TodoList.DetailResult.ViewModel) { calls.append(.detailResult(viewModel)) }
    func displayError(_ viewModel: ErrorViewModel) { calls.append(.error(viewModel)) }
}

/// Records every request the view controller sends.
@MainActor
final class TodoListInteractorSpy: TodoListBusinessLogic {
    enum Call: Equatable {
        case fetch(TodoList.FetchTodos.Request)
        case refresh
        case add(TodoList.AddTodo.Request)
        case select(TodoList.SelectTodo.Request)
        case complete(TodoList.CompleteTodo.Request)
    }

    private(set) var calls: [Call] = []

    func fetchTodos(_ request: TodoList.FetchTodos.Request) async { calls.append(.fetch(request)) }
    func refreshTodos() async { calls.append(.refresh) }
    func addTodo(_ request: TodoList.AddTodo.Request) async { calls.append(.add(request)) }
    func selectTodo(_ request: TodoList.SelectTodo.Request) async { calls.append(.select(request)) }
    func completeTodo(_ request: TodoList.CompleteTodo.Request) async { calls.append(.complete(request)) }
}

/// Records the routes the view controller asks for.
@MainActor
final class TodoListRouterSpy: TodoListRoutingLogic {
    private(set) var routedToDetail = 0

    func routeToTodoDetail() { routedToDetail += 1 }
}

/// A data store holding a fixed selection.
@MainActor
final class TodoListDataStoreStub: TodoListDataStore {
    var selectedTodo: Todo?

    init(selectedTodo: Todo?) {
        self.selectedTodo = selectedTodo
    }
}

/// Builds real scenes around the spied arguments it was called with.
@MainActor
final class TodoSceneFactorySpy: TodoSceneFactoring {
    enum Call: Equatable {
        case list
        case detail(Todo, delegateIsSet: Bool)
    }

    private(set) var calls: [Call] = []
    private let real = TodoSceneFactory(store: InMemoryTodoStore(), console: CapturingConsole(), navigator: Navigator())

    func makeTodoList() -> TodoListViewController {
        calls.append(.list)
        return real.makeTodoList()
    }

    func makeTodoDetail(todo: Todo, delegate: (any TodoDetailDelegate)?) -> TodoDetailViewController {
        calls.append(.detail(todo, delegateIsSet: delegate != nil))
        return real.makeTodoDetail(todo: todo, delegate: delegate)
    }
}

/// Records how detail scenes ended.
@MainActor
final class TodoDetailDelegateSpy: TodoDetailDelegate {
    private(set) var results: [TodoDetailResult] = []

    func todoDetailDidFinish(_ result: TodoDetailResult) { results.append(result) }
}
