import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Settings router")
struct SettingsRouterTests {
    @Test func router_hasNoRoutesOfItsOwnButCanGoBack() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Top")])

        try SettingsRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}
