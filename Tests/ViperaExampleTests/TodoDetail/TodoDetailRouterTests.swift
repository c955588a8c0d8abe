import Testing
import Vipera

@testable import ViperaExample

@MainActor
@Suite("TodoDetail router")
struct TodoDetailRouterTests {
    @Test func routeBackToList_popsTheScene() throws {
        let navigator = NavigatorSpy()
        let sut = TodoDetailRouter(navigator: navigator)

        try sut.routeBackToList()

        #expect(navigator.calls == [.pop])
    }

    @Test func routeBackToList_refusedByTheNavigator_throws() {
        let navigator = NavigatorSpy()
        navigator.popError = .cannotPopRoot(rootTitle: "Buy milk")
        let sut = TodoDetailRouter(navigator: navigator)

        #expect(throws: NavigationError.cannotPopRoot(rootTitle: "Buy milk")) { try sut.routeBackToList() }
    }

    @Test func routeBackToList_withoutNavigator_isDetached() {
        let sut = TodoDetailRouter(navigator: nil)

        #expect(throws: NavigationError.detached) { try sut.routeBackToList() }
    }
}
