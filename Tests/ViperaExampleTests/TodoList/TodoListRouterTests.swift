import Testing
import Vipera

@testable import ViperaExample

@MainActor
@Suite("TodoList router")
struct TodoListRouterTests {
    private let navigator = NavigatorSpy()
    private let factory = TodoSceneFactorySpy()
    private let delegate = TodoDetailDelegateSpy()

    private func router(selecting todo: Todo?) -> (TodoListRouter, TodoListDataStoreStub) {
        let store = TodoListDataStoreStub(selectedTodo: todo)
        let router = TodoListRouter(factory: factory, navigator: navigator)
        router.dataStore = store
        router.detailDelegate = delegate
        return (router, store)
    }

    @Test func routeToTodoDetail_pushesTheDetailOfTheSelectedTodoWithTheDelegate() {
        let (sut, store) = router(selecting: Fixtures.flights)

        withExtendedLifetime(store) { sut.routeToTodoDetail() }

        #expect(factory.calls == [.detail(Fixtures.flights, delegateIsSet: true)])
        #expect(navigator.calls == [.push("Book flights")])
        #expect(navigator.pushedScenes.first is TodoDetailViewController)
    }

    @Test func routeToTodoDetail_withoutSelection_goesNowhere() {
        let (sut, store) = router(selecting: nil)

        withExtendedLifetime(store) { sut.routeToTodoDetail() }

        #expect(factory.calls.isEmpty)
        #expect(navigator.calls.isEmpty)
    }

    @Test func router_holdsNavigatorAndDataStoreWeakly() {
        let sut = TodoListRouter(factory: factory, navigator: nil)
        do {
            let store = TodoListDataStoreStub(selectedTodo: Fixtures.milk)
            let navigator = NavigatorSpy()
            sut.dataStore = store
            sut.navigator = navigator
        }

        #expect(sut.dataStore == nil)
        #expect(sut.navigator == nil)
    }
}
