import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoList router")
struct TodoListRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Todos")])
    private let factory = TodoSceneFactoringSpy()
    private let delegate = TodoDetailDelegateSpy()

    private func router(selecting todo: Todo?) -> (TodoListRouter, TodoListDataStoreSpy) {
        let store = TodoListDataStoreSpy()
        store.selectedTodo = todo
        let router = TodoListRouter(factory: factory, navigator: navigator)
        router.dataStore = store
        router.detailDelegate = delegate
        return (router, store)
    }

    @Test func routeToTodoDetail_pushesTheDetailOfTheSelectedTodoWithTheDelegate() {
        let (sut, store) = router(selecting: Fixtures.flights)

        withExtendedLifetime(store) { sut.routeToTodoDetail() }

        #expect(factory.calls == [.makeTodoDetail(todo: Fixtures.flights, delegate: SpyIdentity(delegate))])
        #expect(navigator.calls == [.push("makeTodoDetail")])
        #expect(navigator.breadcrumb == ["Todos", "makeTodoDetail"])
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
            let store = TodoListDataStoreSpy()
            store.selectedTodo = Fixtures.milk
            let navigator = NavigatorSpy()
            sut.dataStore = store
            sut.navigator = navigator
        }

        #expect(sut.dataStore == nil)
        #expect(sut.navigator == nil)
    }
}
