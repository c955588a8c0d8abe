import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sessions router")
struct SessionsRouterTests {
    @Test func routeBackToTimer_popsTheLog() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Timer"), SpyScene(title: "Log")])
        let sut = SessionsRouter(navigator: navigator)

        try sut.routeBackToTimer()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Timer"])
    }

    @Test func routeBackToTimer_withoutNavigator_isDetached() {
        let sut = SessionsRouter(navigator: nil)

        #expect(throws: NavigationError.detached) { try sut.routeBackToTimer() }
    }
}
