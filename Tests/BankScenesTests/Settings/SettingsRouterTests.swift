import Testing
import Vipera

@testable import BankScenes

@MainActor
@Suite("Settings router")
struct SettingsRouterTests {
    @Test func router_hasNoRoutesOfItsOwnButCanGoBack() throws {
        let navigator = NavigatorSpy()

        try SettingsRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
    }
}
