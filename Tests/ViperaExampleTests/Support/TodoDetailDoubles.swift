import Vipera

@testable import ViperaExample

/// A worker that answers as configured and records its calls.
final class TodoDetailWorkerMock: TodoDetailWorkingLogic, @unchecked Sendable {
    enum Call: Equatable {
        case fetch(Int)
        case save(Todo)
        case delete(Int)
    }

    private(set) var calls: [Call] = []
    var fetchResult: Result<Todo, any Error>?
    var saveError: (any Error)?
    var deleteError: (any Error)?
    var allowsSave = false
    var allowsDelete = false

    func fetchTodo(id: Int) async throws -> Todo {
        calls.append(.fetch(id))
        guard let fetchResult else { throw UnconfiguredDouble("fetchTodo") }
        return try fetchResult.get()
    }

    func save(_ todo: Todo) async throws {
        calls.append(.save(todo))
        if let saveError { throw saveError }
        guard allowsSave else { throw UnconfiguredDouble("save") }
    }

    func deleteTodo(id: Int) async throws {
        calls.append(.delete(id))
        if let deleteError { throw deleteError }
        guard allowsDelete else { throw UnconfiguredDouble("deleteTodo") }
    }
}

/// Records every response the interactor presents.
@MainActor
final class TodoDetailPresenterSpy: TodoDetailPresentationLogic {
    enum Call: Equatable {
        case todo(Todo)
        case updated(Todo)
        case deleted(Todo)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func presentTodo(_ response: TodoDetail.ShowTodo.Response) { calls.append(.todo(response.todo)) }
    func presentUpdatedTodo(_ response: TodoDetail.UpdateTodo.Response) { calls.append(.updated(response.todo)) }
    func presentDeletedTodo(_ response: TodoDetail.DeleteTodo.Response) { calls.append(.deleted(response.todo)) }
    func presentError(_ error: any Error) { calls.append(.error(ErrorViewModel(error))) }
}

/// Records every view model the presenter displays.
@MainActor
final class TodoDetailDisplaySpy: TodoDetailDisplayLogic {
    enum Call: Equatable {
        case todo(TodoDetail.ShowTodo.ViewModel)
        case updated(TodoDetail.UpdateTodo.ViewModel)
        case deleted(TodoDetail.DeleteTodo.ViewModel)
        case error(ErrorViewModel)
    }

    private(set) var calls: [Call] = []

    func displayTodo(_ viewModel: TodoDetail.ShowTodo.ViewModel) { calls.append(.todo(viewModel)) }
    func displayUpdatedTodo(_ viewModel: TodoDetail.UpdateTodo.ViewModel) { calls.append(.updated(viewModel)) }
    func displayDeletedTodo(_ viewModel: TodoDetail.DeleteTodo.ViewModel) { calls.append(.deleted(viewModel)) }
    func displayError(_ viewModel: ErrorViewModel) { calls.append(.error(viewModel)) }
}

/// Records every request the view controller sends.
@MainActor
final class TodoDetailInteractorSpy: TodoDetailBusinessLogic {
    enum Call: Equatable {
        case show
        case update(TodoDetail.UpdateTodo.Change)
        case delete
        case finish
    }

    private(set) var calls: [Call] = []

    func showTodo(_ request: TodoDetail.ShowTodo.Request) async { calls.append(.show) }
    func updateTodo(_ request: TodoDetail.UpdateTodo.Request) async { calls.append(.update(request.change)) }
    func deleteTodo(_ request: TodoDetail.DeleteTodo.Request) async { calls.append(.delete) }
    func finish() { calls.append(.finish) }
}

/// Records the routes the view controller asks for, failing when told to.
@MainActor
final class TodoDetailRouterSpy: TodoDetailRoutingLogic {
    private(set) var routedBack = 0
    var error: NavigationError?

    func routeBackToList() throws(NavigationError) {
        routedBack += 1
        if let error { throw error }
    }
}
