import Testing
import Vipera
import ViperaTesting

@testable import StillnessScenes

@MainActor
@Suite("Sitting router")
struct SittingRouterTests {
    @Test func routeToSessions_opensTheLog() {
        // Given
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Timer")])
        let scenes = SceneBuildingSpy<SittingDestination>()
        let sut = SittingRouter(scenes: scenes, navigator: navigator)

        // When
        sut.routeToSessions()

        // Then
        #expect(scenes.destinations == [.sessions])
        #expect(navigator.calls == [.push("sessions")])
        #expect(navigator.breadcrumb == ["Timer", "sessions"])
    }

    @Test func router_holdsItsNavigatorWeakly() {
        // Given
        var navigator: NavigatorSpy? = NavigatorSpy()
        weak let weakNavigator = navigator
        let sut = SittingRouter(scenes: SceneBuildingSpy<SittingDestination>(), navigator: navigator)

        // When
        navigator = nil

        // Then
        #expect(weakNavigator == nil)
        #expect(sut.navigator == nil)
    }
}
