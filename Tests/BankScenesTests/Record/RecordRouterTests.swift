import BankDomain
import Foundation
import Testing
import Vipera
import ViperaTesting

@testable import BankScenes

@MainActor
@Suite("Record router")
struct RecordRouterTests {
    @Test func routeBackToOrigin_popsTheFlow() throws {
        let navigator = NavigatorSpy(showing: [SpyScene(title: "Home"), SpyScene(title: "Spend")])

        try RecordRouter(navigator: navigator).routeBackToOrigin()

        #expect(navigator.calls == [.pop])
        #expect(navigator.breadcrumb == ["Home"])
    }
}
