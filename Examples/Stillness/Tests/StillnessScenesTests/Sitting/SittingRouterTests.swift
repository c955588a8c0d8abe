import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sitting router")
struct SittingRouterTests {
    @Test func routeToSessions_pushesTheLogTheFactoryMakes() {
        // Given
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Timer")])
        let factory = StillnessSceneFactoringSpy()
        let sut = SittingRouter(factory: factory, navigator: navigator)

        // When
        sut.routeToSessions()

        // Then
        #expect(factory.calls == [.makeSessions])
        #expect(navigator.calls == [.push("makeSessions")])
        #expect(navigator.breadcrumb == ["Timer", "makeSessions"])
    }

    @Test func router_holdsItsNavigatorWeakly() {
        // Given
        var navigator: NavigatorSpy? = NavigatorSpy()
        weak let weakNavigator = navigator
        let sut = SittingRouter(factory: StillnessSceneFactoringSpy(), navigator: navigator)

        // When
        navigator = nil

        // Then
        #expect(weakNavigator == nil)
        #expect(sut.navigator == nil)
    }
}
