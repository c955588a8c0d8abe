import Testing
import Vipera
import ViperaTesting

@testable import ViperaExample

@MainActor
@Suite("TodoDetail router")
struct TodoDetailRouterTests {
    @Test func routeBackToList_popsTheScene() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Todos"), SpyScene(title: "Buy milk")])
        let sut = TodoDetailRouter(navigator: navigator)

        try sut.routeBackToList()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Todos"])
    }

    @Test func routeBackToList_refusedByTheNavigator_throws() {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Buy milk")])
        let sut = TodoDetailRouter(navigator: navigator)

        #expect(throws: NavigationError.cannotPopRoot(rootTitle: "Buy milk")) { try sut.routeBackToList() }
    }

    @Test func routeBackToList_withoutNavigator_isDetached() {
        let sut = TodoDetailRouter(navigator: nil)

        #expect(throws: NavigationError.detached) { try sut.routeBackToList() }
    }
}
