import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Insights router")
struct InsightsRouterTests {
    @Test func router_hasNoRoutesOfItsOwn() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Insights")])

        try InsightsRouter(navigator: navigator).goBack()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}
