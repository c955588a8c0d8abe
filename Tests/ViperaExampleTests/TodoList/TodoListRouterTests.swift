import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoList router")
struct TodoListRouterTests {
    private let navigator = NavigatorSpy(showing: [SpyScene(title: "Todos")])
    private let scenes = SceneBuildingSpy<TodoListDestination>()
    private let delegate = TodoDetailDelegateSpy()

    private func router(selecting todo: Todo?) -> (TodoListRouter, TodoListDataStoreSpy) {
        let store = TodoListDataStoreSpy()
        store.selectedTodo = todo
        let router = TodoListRouter(scenes: scenes, navigator: navigator)
        router.dataStore = store
        router.detailDelegate = delegate
        return (router, store)
    }

    @Test func routeToTodoDetail_pushesTheDetailOfTheSelectedTodoWithTheDelegate() throws {
        let (sut, store) = router(selecting: Fixtures.flights)

        withExtendedLifetime(store) { sut.routeToTodoDetail() }

        let destination = try #require(scenes.destinations.first)
        guard case .todoDetail(let todo, let told) = destination else { return }
        #expect(todo == Fixtures.flights)
        #expect(told === delegate)
        #expect(navigator.calls == [.push("todoDetail")])
        #expect(navigator.breadcrumb == ["Todos", "todoDetail"])
    }

    @Test func routeToTodoDetail_withoutSelection_goesNowhere() {
        let (sut, store) = router(selecting: nil)

        withExtendedLifetime(store) { sut.routeToTodoDetail() }

        #expect(scenes.destinations.isEmpty)
        #expect(navigator.calls.isEmpty)
    }

    @Test func router_holdsNavigatorAndDataStoreWeakly() {
        let sut = TodoListRouter(scenes: scenes, navigator: nil)
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
